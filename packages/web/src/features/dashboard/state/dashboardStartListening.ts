import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { ChartDataExtra } from '../../charts/data/useChartDataClient';
import type { WithDashboard } from './dashboardSlice';

/** How the dashboard's listeners are started on a store holding the dashboard slice. */
export type DashboardStartListening = TypedStartListening<
  WithDashboard,
  ThunkDispatch<WithDashboard, ChartDataExtra, UnknownAction>,
  ChartDataExtra
>;
