// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialChartState, type ChartState } from '../../charts/state/chartState';
import { useContainerData } from './containerData';

describe('useContainerData', () => {
  const answer = [{ colnames: [], coltypes: [], data: [{ a: 1 }], rowcount: 1 }];
  const answered: ChartState = {
    ...initialChartState(1),
    triggerQuery: false,
    chartStatus: 'success',
    queriesResponse: answer,
  };

  it('counts a drawn chart asked to query again as loading from the ask, keeping its answer on screen', () => {
    const state = (chart: ChartState) => renderHook(() => useContainerData(chart)).result.current;
    const drawn: ChartState = { ...answered, chartStatus: 'rendered' };
    expect(state(drawn)).toMatchObject({ status: 'success', queriesData: answer });
    expect(state({ ...drawn, triggerQuery: true })).toMatchObject({ status: 'loading', queriesData: answer });
    expect(state({ ...drawn, chartStatus: 'failed', triggerQuery: true }).status).toBe('failed');
  });

  it('is the same object when the chart is only marked rendered, so the chart below is not drawn again', () => {
    const { result, rerender } = renderHook(({ chart }) => useContainerData(chart), {
      initialProps: { chart: answered },
    });
    const first = result.current;
    rerender({ chart: { ...answered, chartStatus: 'rendered' } });
    expect(result.current).toBe(first);
  });

  it('is a new object when what the container shows changes', () => {
    const { result, rerender } = renderHook(({ chart }) => useContainerData(chart), {
      initialProps: { chart: answered },
    });
    const first = result.current;
    rerender({ chart: { ...answered, triggerQuery: true } });
    expect(result.current).not.toBe(first);
    expect(result.current.status).toBe('loading');
    const loading = result.current;
    const newAnswer = [{ ...answer[0]!, data: [{ a: 2 }] }];
    rerender({ chart: { ...answered, queriesResponse: newAnswer } });
    expect(result.current).not.toBe(loading);
    expect(result.current.queriesData).toBe(newAnswer);
  });
});
