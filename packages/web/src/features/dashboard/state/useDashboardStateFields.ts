import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../../platform/hooks';
import { selectDashboardState } from './dashboardSlice';
import type { DashboardStateFields } from './dashboardTypes';

/**
 * The named fields of the dashboard state; the component re-renders when one of them changes, not on
 * every change of the state (each filter Apply and chart refresh changes it).
 */
export function useDashboardStateFields<K extends keyof DashboardStateFields>(
  ...keys: K[]
): Pick<DashboardStateFields, K> {
  return useAppSelector((state) => {
    const fields = selectDashboardState(state);
    const picked = {} as Pick<DashboardStateFields, K>;
    for (const key of keys) picked[key] = fields[key];
    return picked;
  }, shallowEqual);
}
