import { CHART_MESSAGES, type ChartDataResult } from '@sightline/charts';
import type { ChartStatus } from '@sightline/core';

/**
 * A chart's state and its status transitions, as pure reducers: `chartStateReducer` for one chart (the
 * explore page), `chartsReducer` for a map of charts by id (dashboards).
 */

export interface ChartState {
  id: number | string;
  /** null until the chart is first asked for its data. */
  chartStatus: ChartStatus | null;
  chartAlert: string | null;
  chartStackTrace: string | null;
  chartUpdateStartTime: number;
  chartUpdateEndTime: number | null;
  /** The form data of the last query sent. */
  latestQueryFormData: Record<string, unknown>;
  sliceFormData: Record<string, unknown> | null;
  queriesResponse: ChartDataResult[] | null;
  triggerQuery: boolean;
  lastRendered: number;
}

export type ChartAction =
  | { type: 'chartUpdateStarted'; queryFormData: Record<string, unknown>; at: number }
  | { type: 'chartUpdateSucceeded'; queriesResponse: ChartDataResult[]; at: number }
  | { type: 'chartUpdateStopped'; at: number }
  | { type: 'chartUpdateFailed'; alert: string; stackTrace?: string | null; at: number }
  | { type: 'chartRenderingSucceeded'; at: number }
  | { type: 'chartRenderingFailed'; alert: string; stackTrace?: string | null }
  | { type: 'triggerQuery'; value: boolean };

export function initialChartState(
  id: number | string,
  sliceFormData: Record<string, unknown> | null = null,
): ChartState {
  // A chart starts from defaults, status loading with the trigger on.
  return {
    id,
    chartStatus: 'loading',
    chartAlert: null,
    chartStackTrace: null,
    chartUpdateStartTime: 0,
    chartUpdateEndTime: null,
    latestQueryFormData: {},
    sliceFormData,
    queriesResponse: null,
    triggerQuery: true,
    lastRendered: 0,
  };
}

/**
 * The fields a chart-state action changes. They depend on the action alone, so a reducer holding an Immer
 * draft of the chart assigns them without reading (and so drafting) the rest of the chart.
 */
export function chartStateChanges(action: ChartAction): Partial<ChartState> {
  switch (action.type) {
    case 'chartUpdateStarted':
      return {
        chartStatus: 'loading',
        chartAlert: null,
        chartStackTrace: null,
        chartUpdateStartTime: action.at,
        chartUpdateEndTime: null,
        latestQueryFormData: action.queryFormData,
        triggerQuery: false,
      };
    case 'chartUpdateSucceeded':
      return {
        chartStatus: 'success',
        chartAlert: null,
        queriesResponse: action.queriesResponse,
        chartUpdateEndTime: action.at,
      };
    case 'chartUpdateStopped':
      return {
        chartStatus: 'stopped',
        chartAlert: CHART_MESSAGES.stopped,
        chartUpdateEndTime: action.at,
      };
    case 'chartUpdateFailed':
      return {
        chartStatus: 'failed',
        chartAlert: action.alert,
        chartStackTrace: action.stackTrace ?? null,
        queriesResponse: null,
        chartUpdateEndTime: action.at,
      };
    case 'chartRenderingSucceeded':
      return { chartStatus: 'rendered', lastRendered: action.at };
    case 'chartRenderingFailed':
      return {
        chartStatus: 'failed',
        chartAlert: action.alert,
        chartStackTrace: action.stackTrace ?? null,
      };
    case 'triggerQuery':
      // Setting the trigger also sets the status to loading.
      return action.value ? { triggerQuery: true, chartStatus: 'loading' } : { triggerQuery: false };
  }
}

export function chartStateReducer(state: ChartState, action: ChartAction): ChartState {
  return { ...state, ...chartStateChanges(action) };
}

export type ChartsState = Readonly<Record<string, ChartState>>;

export type ChartsAction =
  | { type: 'addChart'; id: number | string; sliceFormData?: Record<string, unknown> | null }
  | { type: 'removeChart'; id: number | string }
  | { type: 'updateChartId'; oldId: number | string; newId: number | string }
  | { type: 'datasourcesReplaced' }
  | { type: 'chart'; id: number | string; action: ChartAction };

/** The status transitions of a dashboard's charts, keyed by chart id. */
export function chartsReducer(state: ChartsState, action: ChartsAction): ChartsState {
  switch (action.type) {
    case 'addChart':
      return { ...state, [action.id]: initialChartState(action.id, action.sliceFormData ?? null) };
    case 'removeChart': {
      const { [action.id]: _removed, ...rest } = state;
      return rest;
    }
    case 'updateChartId': {
      const chart = state[action.oldId];
      if (!chart) return state;
      const { [action.oldId]: _moved, ...rest } = state;
      return { ...rest, [action.newId]: { ...chart, id: action.newId } };
    }
    case 'datasourcesReplaced': {
      // Failed charts with a stack trace get another chance with the new datasources: empty status.
      const next: Record<string, ChartState> = {};
      for (const [id, chart] of Object.entries(state)) {
        next[id] =
          chart.chartStatus === 'failed' && chart.chartStackTrace ? { ...chart, chartStatus: null } : chart;
      }
      return next;
    }
    case 'chart': {
      const chart = state[action.id];
      return chart ? { ...state, [action.id]: chartStateReducer(chart, action.action) } : state;
    }
  }
}
