import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { ChartDataClient } from './chartDataClient';

/** What the store hands its thunks besides dispatch and getState. */
export interface ChartDataExtra {
  chartData: ChartDataClient;
}

declare module '../../../platform/appState' {
  interface AppThunkExtra {
    chartData: ChartDataClient;
  }
}

/** A thunk answering the store's chart-data client (its extra argument). */
export const chartDataClientOf =
  (): ThunkAction<ChartDataClient, unknown, ChartDataExtra, UnknownAction> =>
  (_dispatch, _getState, { chartData }) =>
    chartData;

/** The chart-data client of the store the component is rendered in. */
export function useChartDataClient(): ChartDataClient {
  const dispatch = useDispatch<ThunkDispatch<unknown, ChartDataExtra, UnknownAction>>();
  return useMemo(() => dispatch(chartDataClientOf()), [dispatch]);
}
