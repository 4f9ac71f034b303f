import { DASHBOARD_ROOT_ID } from '../dashboard/layoutTypes.js';

/**
 * Dashboard filters: what each filter box (the legacy filter_box chart) on a dashboard has
 * selected, and where each of its fields applies.
 */

/** The filter box's time fields travel as these pseudo columns. */
export const TIME_RANGE_COLUMN = '__time_range';
export const TIME_GRAIN_COLUMN = '__time_grain';
export const TIME_COL_COLUMN = '__time_col';

export const FILTER_BOX_VIZ_TYPE = 'filter_box';

/** Where one field of a filter box applies: layout ids (their charts) minus the immune charts. */
export interface FilterBoxScope {
  scope: string[];
  immune: number[];
}

/** Selected values of a field: a list for value fields, a string (or null) for the time fields. */
export type FilterBoxValues = unknown[] | string | null;

export interface DashboardFilter {
  chartId: number;
  componentId: string;
  /** The filter box's datasource, e.g. '3__table'. */
  datasourceId: string;
  filterName: string;
  /** Layout ids from ROOT_ID to the filter box's CHART node. */
  directPathToFilter: string[];
  /** Column → selected values. */
  columns: Record<string, FilterBoxValues>;
  /** Column → the label the box shows for it. */
  labels: Record<string, string>;
  /** Column → where it applies. */
  scopes: Record<string, FilterBoxScope>;
  isDateFilter: boolean;
  isInstantFilter: boolean;
}

/** The dashboard's filter boxes by chart id. */
export type DashboardFilters = Record<number, DashboardFilter>;

/** The whole dashboard root, no immune charts. */
export function defaultFilterBoxScope(): FilterBoxScope {
  return { scope: [DASHBOARD_ROOT_ID], immune: [] };
}
