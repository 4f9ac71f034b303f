// @vitest-environment jsdom
import { cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartContainer, useDrawnFormData } from './ChartContainer';
import type { ChartDataState } from './useChartData';

afterEach(cleanup);

describe('ChartContainer refreshing', () => {
  const refreshing: ChartDataState = {
    status: 'loading',
    queriesData: [{ colnames: ['count'], coltypes: [0], data: [{ count: 1 }], rowcount: 1 }],
    error: null,
    queryContext: null,
  };
  const renderContainer = (refreshSpinner?: boolean) =>
    render(
      <ChartContainer
        plugin={undefined}
        data={refreshing}
        formData={{ viz_type: 'unknown' }}
        width={200}
        height={100}
        refreshSpinner={refreshSpinner}
      />,
    ).container;

  it('covers the previous drawing with a spinner while a new query runs', () => {
    expect(renderContainer().querySelector('.sl-chart-refreshing')).not.toBeNull();
  });

  it('mounts no spinner when its holder says the loading another way', () => {
    expect(renderContainer(false).querySelector('.sl-chart-refreshing')).toBeNull();
  });
});

describe('useDrawnFormData', () => {
  it('keeps the form data of the answer on screen while a new query runs, then takes the new one', () => {
    const before = { viz_type: 'pie' };
    const filtered = { viz_type: 'pie', extra_form_data: { filters: [] } };
    const { result, rerender } = renderHook(
      ({ formData, refreshing }) => useDrawnFormData(formData, refreshing),
      { initialProps: { formData: before as Record<string, unknown>, refreshing: false } },
    );
    expect(result.current).toBe(before);
    rerender({ formData: filtered, refreshing: true });
    expect(result.current).toBe(before);
    rerender({ formData: filtered, refreshing: false });
    expect(result.current).toBe(filtered);
  });

  it('passes form data through while no query runs (a control that only redraws)', () => {
    const first = { viz_type: 'pie', color_scheme: 'a' };
    const second = { viz_type: 'pie', color_scheme: 'b' };
    const { result, rerender } = renderHook(({ formData }) => useDrawnFormData(formData, false), {
      initialProps: { formData: first as Record<string, unknown> },
    });
    rerender({ formData: second });
    expect(result.current).toBe(second);
  });
});
