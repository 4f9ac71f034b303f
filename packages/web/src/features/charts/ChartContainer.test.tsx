// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnFormData } from './ChartContainer';

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
