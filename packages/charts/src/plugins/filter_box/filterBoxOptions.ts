import { getMetricLabel } from '@sightline/core';
import type { ChartDataResult } from '../../sdk/chartPlugin.js';
import { NULL_LABEL, toNumber } from '../../sdk/chartValues.js';

/** One choice of a filter-box field: the value, its text and the metric it is sorted (and barred) by. */
export interface FilterBoxOption {
  id: unknown;
  text: string;
  metric?: number;
}

/** Filter-box select constants. */
const FILTER_BOX_WINDOW_THRESHOLD = 100;
const FILTER_BOX_VIRTUAL_ABOVE = 100;
export const FILTER_BOX_MENU_MIN_HEIGHT = 100;
const FILTER_BOX_MENU_MAX_HEIGHT = 220;
/** The height antd gives one option row; the menu of a short list fits its rows. */
const FILTER_BOX_OPTION_HEIGHT = 32;
/** Typing in a 'Search all filter options' field asks the host after this pause (as the filter bar does). */
export const FILTER_BOX_SEARCH_DEBOUNCE_MS = 300;

/** A windowed list (a menu of fixed height) is used once the options reach the threshold count. */
export function usesWindowedList(optionCount: number): boolean {
  return optionCount >= FILTER_BOX_WINDOW_THRESHOLD;
}

/** Only the visible rows are drawn above 100 options. */
export function usesVirtualList(optionCount: number): boolean {
  return optionCount > FILTER_BOX_VIRTUAL_ABOVE;
}

/** The menu's height: the maximum for a windowed list, else its rows' height kept within 100–220. */
export function filterBoxMenuHeight(optionCount: number): number {
  if (usesWindowedList(optionCount)) return FILTER_BOX_MENU_MAX_HEIGHT;
  return Math.min(
    FILTER_BOX_MENU_MAX_HEIGHT,
    Math.max(FILTER_BOX_MENU_MIN_HEIGHT, optionCount * FILTER_BOX_OPTION_HEIGHT),
  );
}

/** The largest metric of the options (0 without any), the 100 % of every option bar. */
export function maxOptionMetric(options: readonly FilterBoxOption[]): number {
  return options.reduce((max, option) => Math.max(max, option.metric ?? 0), 0);
}

/** An option bar's width in percent: its metric scaled to the maximum metric. */
export function optionBarPercent(metric: number | undefined, maxMetric: number): number {
  if (metric === undefined || !(maxMetric > 0)) return 0;
  return Math.max(0, Math.min(100, (metric / maxMetric) * 100));
}

/** The text shown for a value: null as '<NULL>', like the rest of the charts' labels. */
export function optionText(value: unknown): string {
  return value === null || value === undefined ? NULL_LABEL : String(value);
}

/** A field's options from its query result: one per row, keyed by the column, with the metric's value. */
export function readFilterBoxOptions(
  result: ChartDataResult | undefined,
  column: string,
  metric: Parameters<typeof getMetricLabel>[0],
): FilterBoxOption[] {
  const metricLabel = getMetricLabel(metric);
  return (result?.data ?? []).map((row) => {
    const value = toNumber(row[metricLabel]);
    return {
      id: row[column],
      text: optionText(row[column]),
      ...(value === null ? {} : { metric: value }),
    };
  });
}

/** A value's key in the select: JSON, so 1 and '1' stay different choices. */
export function optionKey(id: unknown): string {
  return JSON.stringify(id ?? null);
}
