import { useMemo } from 'react';
import type { ChartState } from '../../charts/state/chartState';
import type { ChartDataState } from '../../charts/useChartData';

/**
 * The chart's query state for ChartContainer. A query asked for (a filter applied, a refresh) counts as
 * loading from the ask, before it starts: the answer on screen then stays drawn with the form data that
 * asked for it, instead of being drawn again with the new one (and its rows) on the click.
 */
export function containerData(chart: ChartState | undefined): ChartDataState {
  return containerDataOf(containerStatus(chart), chart?.queriesResponse, chart?.chartAlert);
}

function containerStatus(chart: ChartState | undefined): ChartDataState['status'] {
  const status = chart?.chartStatus;
  if (status === 'failed' || status === 'stopped') return status;
  return (status === 'success' || status === 'rendered') && !chart?.triggerQuery ? 'success' : 'loading';
}

const NO_RESULTS: ChartDataState['queriesData'] = [];

function containerDataOf(
  status: ChartDataState['status'],
  queriesResponse: ChartState['queriesResponse'] | undefined,
  chartAlert: string | null | undefined,
): ChartDataState {
  return {
    status,
    queriesData: queriesResponse ?? NO_RESULTS,
    error: chartAlert ?? null,
    queryContext: null,
  };
}

/**
 * containerData, the same object while what it says is unchanged: the chart's state also changes when
 * the chart is marked rendered, and with it each of a dashboard's holders, but the chart below (memo)
 * then has nothing new to draw.
 */
export function useContainerData(chart: ChartState | undefined): ChartDataState {
  const status = containerStatus(chart);
  const queriesResponse = chart?.queriesResponse;
  const chartAlert = chart?.chartAlert;
  return useMemo(
    () => containerDataOf(status, queriesResponse, chartAlert),
    [status, queriesResponse, chartAlert],
  );
}
