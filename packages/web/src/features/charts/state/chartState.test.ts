import { describe, expect, it } from 'vitest';
import { chartStateReducer, chartsReducer, initialChartState, type ChartState } from './chartState';

const started = (state: ChartState, at = 10) =>
  chartStateReducer(state, { type: 'chartUpdateStarted', queryFormData: { viz_type: 'table' }, at });

describe('chart status', () => {
  it('a new chart starts loading with the trigger on', () => {
    const chart = initialChartState(7);
    expect(chart.chartStatus).toBe('loading');
    expect(chart.triggerQuery).toBe(true);
  });

  it('loading clears the alert and stack trace and records the start time', () => {
    const failed = chartStateReducer(initialChartState(1), {
      type: 'chartUpdateFailed',
      alert: 'boom',
      stackTrace: 'at x',
      at: 5,
    });
    const loading = started(failed, 42);
    expect(loading).toMatchObject({ chartStatus: 'loading', chartAlert: null, chartStackTrace: null });
    expect(loading.chartUpdateStartTime).toBe(42);
    expect(loading.latestQueryFormData).toEqual({ viz_type: 'table' });
  });

  it('success stores the responses and clears the alert', () => {
    const done = chartStateReducer(started(initialChartState(1)), {
      type: 'chartUpdateSucceeded',
      queriesResponse: [{ colnames: [], coltypes: [], data: [], rowcount: 0 }],
      at: 20,
    });
    expect(done.chartStatus).toBe('success');
    expect(done.chartAlert).toBeNull();
    expect(done.queriesResponse).toHaveLength(1);
    expect(done.chartUpdateEndTime).toBe(20);
  });

  it("stopped says 'Updating chart was stopped'", () => {
    const stopped = chartStateReducer(started(initialChartState(1)), { type: 'chartUpdateStopped', at: 3 });
    expect(stopped.chartStatus).toBe('stopped');
    expect(stopped.chartAlert).toBe('Updating chart was stopped');
  });

  it('rendered after success; failed when rendering fails', () => {
    const rendered = chartStateReducer(initialChartState(1), { type: 'chartRenderingSucceeded', at: 9 });
    expect(rendered).toMatchObject({ chartStatus: 'rendered', lastRendered: 9 });
    const failed = chartStateReducer(rendered, { type: 'chartRenderingFailed', alert: 'bad' });
    expect(failed).toMatchObject({ chartStatus: 'failed', chartAlert: 'bad' });
  });

  it('setting the trigger flag also sets the status to loading', () => {
    const rendered = chartStateReducer(initialChartState(1), { type: 'chartRenderingSucceeded', at: 1 });
    expect(chartStateReducer(rendered, { type: 'triggerQuery', value: true })).toMatchObject({
      triggerQuery: true,
      chartStatus: 'loading',
    });
    expect(chartStateReducer(rendered, { type: 'triggerQuery', value: false }).chartStatus).toBe('rendered');
  });
});

describe('charts by id', () => {
  it('adds, removes and moves a chart to a new id', () => {
    let charts = chartsReducer({}, { type: 'addChart', id: 1 });
    expect(charts[1]?.chartStatus).toBe('loading');
    charts = chartsReducer(charts, { type: 'updateChartId', oldId: 1, newId: 2 });
    expect(charts[1]).toBeUndefined();
    expect(charts[2]?.id).toBe(2);
    charts = chartsReducer(charts, { type: 'removeChart', id: 2 });
    expect(charts).toEqual({});
  });

  it('replacing datasources resets failed charts that have a stack trace to an empty status', () => {
    let charts = chartsReducer({}, { type: 'addChart', id: 1 });
    charts = chartsReducer(charts, { type: 'addChart', id: 2 });
    charts = chartsReducer(charts, {
      type: 'chart',
      id: 1,
      action: { type: 'chartUpdateFailed', alert: 'x', stackTrace: 'trace', at: 1 },
    });
    charts = chartsReducer(charts, {
      type: 'chart',
      id: 2,
      action: { type: 'chartUpdateFailed', alert: 'y', at: 1 },
    });
    charts = chartsReducer(charts, { type: 'datasourcesReplaced' });
    expect(charts[1]?.chartStatus).toBeNull();
    expect(charts[2]?.chartStatus).toBe('failed');
  });
});
