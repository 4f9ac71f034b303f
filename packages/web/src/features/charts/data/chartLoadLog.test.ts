import type { ChartDataResult } from '@sightline/charts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartLoadEvent, createEventBatcher } from './chartLoadLog';

afterEach(() => vi.useRealTimers());

const result = (overrides: Partial<ChartDataResult> & { cached_dttm?: string }) =>
  ({ colnames: [], coltypes: [], data: [], rowcount: 12, ...overrides }) as ChartDataResult;

describe('chartLoadEvent', () => {
  it('records slice, dashboard, cache status, row count, duration, viz type and data age', () => {
    const endedAt = Date.parse('2024-01-01T10:00:05Z');
    const event = chartLoadEvent({
      sliceId: 4,
      dashboardId: 9,
      vizType: 'table',
      startedAt: endedAt - 250,
      endedAt,
      force: false,
      results: [result({ is_cached: true, cached_dttm: '2024-01-01T10:00:00' })],
    });
    expect(event).toMatchObject({
      event_name: 'load_chart',
      slice_id: 4,
      dashboard_id: 9,
      is_cached: true,
      row_count: 12,
      duration: 250,
      viz_type: 'table',
      data_age: 5000,
      has_err: false,
    });
  });

  it('has no data age for a fresh answer and records errors', () => {
    const fresh = chartLoadEvent({
      sliceId: 1,
      dashboardId: 1,
      vizType: 'pie',
      startedAt: 0,
      endedAt: 10,
      force: true,
      results: [result({ is_cached: false })],
    });
    expect(fresh).toMatchObject({ is_cached: false, data_age: null, force_refresh: true });
    const failed = chartLoadEvent({
      sliceId: 1,
      dashboardId: 1,
      vizType: 'pie',
      startedAt: 0,
      endedAt: 10,
      force: false,
      error: 'boom',
    });
    expect(failed).toMatchObject({ has_err: true, error_details: 'boom', is_cached: null, row_count: null });
  });
});

describe('createEventBatcher', () => {
  it('sends the events of a moment together', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const batcher = createEventBatcher(send, 1000);
    const event = chartLoadEvent({
      sliceId: 1,
      dashboardId: 1,
      vizType: 'pie',
      startedAt: 0,
      endedAt: 1,
      force: false,
    });
    batcher.log(event);
    batcher.log({ ...event, slice_id: 2 });
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(2);
    batcher.log(event);
    batcher.flush(true);
    expect(send).toHaveBeenLastCalledWith([event], { leaving: true });
  });
});
