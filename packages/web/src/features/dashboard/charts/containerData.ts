import { useMemo } from 'react';
import type { ChartState } from '../../charts/state/chartState';
import type { ChartDataState } from '../../charts/useChartData';

/**
 * The chart's status for ChartContainer. A query asked for (a filter applied, a refresh) counts as
 * loading from the ask, before it starts: the answer on screen then stays drawn with the form data that
 * asked for it, instead of being drawn again with the new one (and its rows) on the click.
 */
function containerStatus(chart: ChartState | undefined): ChartDataState['status'] {
  const status = chart?.chartStatus;
  if (status === 'failed' || status === 'stopped') return status;
  return (status === 'success' || status === 'rendered') && !chart?.triggerQuery ? 'success' : 'loading';
}

const NO_RESULTS: ChartDataState['queriesData'] = [];

/**
 * The chart's query state for ChartContainer (its status above, its answer and alert), the same object
 * while what it says is unchanged: the chart's state also changes when the chart is marked rendered,
 * and with it each of a dashboard's holders, but the chart below (memo) then has nothing new to draw.
 */
export function useContainerData(chart: ChartState | undefined): ChartDataState {
  const status = containerStatus(chart);
  const queriesResponse = chart?.queriesResponse;
  const chartAlert = chart?.chartAlert;
  return useMemo(
    () => ({
      status,
      queriesData: queriesResponse ?? NO_RESULTS,
      error: chartAlert ?? null,
      queryContext: null,
    }),
    [status, queriesResponse, chartAlert],
  );
}
