import { truncateLabel } from '@sightline/core';
import { z } from 'zod';
import { optionalNumberSchema } from '../formFields.js';

/**
 * The legend of Superset's ECharts charts by the form-data keys Superset saves (`show_legend`,
 * `legendType`, `legendOrientation`, `legendMargin`): the form fields, the room the legend takes
 * around the plot, and the ECharts legend component.
 */

export const LEGEND_TYPES = ['scroll', 'plain'] as const;
export const LEGEND_ORIENTATIONS = ['top', 'bottom', 'left', 'right'] as const;
export type LegendOrientation = (typeof LEGEND_ORIENTATIONS)[number];

export const legendFormFields = {
  show_legend: z.boolean().default(true),
  legendType: z.enum(LEGEND_TYPES).default('scroll'),
  legendOrientation: z.enum(LEGEND_ORIENTATIONS).default('top'),
  /** Pixels kept free for the legend; null means the default for the orientation. */
  legendMargin: optionalNumberSchema.default(null),
};

export interface LegendFormData {
  show_legend: boolean;
  legendType: (typeof LEGEND_TYPES)[number];
  legendOrientation: LegendOrientation;
  legendMargin: number | null;
}

/** Superset's defaultLegendPadding: room a legend takes on each side when no margin is set. */
const DEFAULT_LEGEND_PADDING = { top: 30, bottom: 30, left: 160, right: 160 } as const;

export interface Padding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The space to leave around the plot for the legend (Superset's getChartPadding). */
export function legendPadding(formData: LegendFormData, base: Partial<Padding> = {}): Padding {
  const orientation = formData.legendOrientation;
  const margin = formData.show_legend ? (formData.legendMargin ?? DEFAULT_LEGEND_PADDING[orientation]) : 0;
  return {
    top: (base.top ?? 0) + (orientation === 'top' ? margin : 0),
    bottom: (base.bottom ?? 0) + (orientation === 'bottom' ? margin : 0),
    left: (base.left ?? 0) + (orientation === 'left' ? margin : 0),
    right: (base.right ?? 0) + (orientation === 'right' ? margin : 0),
  };
}

/**
 * Legends list at most this many items: at thousands of slices or bars the legend took about half the
 * render, and nobody reads past the first hundred. Items left out are still drawn.
 */
export const MAX_LEGEND_ITEMS = 100;

/**
 * The names the legend lists: all of them, or when there are more than MAX_LEGEND_ITEMS the ones with the
 * largest values (null counts as smallest), kept in the given order.
 */
export function legendNames(names: readonly string[], values: readonly (number | null)[]): string[] {
  if (names.length <= MAX_LEGEND_ITEMS) return [...names];
  const largest = names
    .map((_, index) => index)
    .sort((a, b) => (values[b] ?? -Infinity) - (values[a] ?? -Infinity) || a - b)
    .slice(0, MAX_LEGEND_ITEMS)
    .sort((a, b) => a - b);
  return largest.map((index) => names[index]!);
}

/**
 * The ECharts legend component (Superset's getLegendProps); long names are cut to fit. With
 * `values` (one per name), a legend of more than MAX_LEGEND_ITEMS lists only the largest and scrolls.
 */
export function legendOption(
  formData: LegendFormData,
  names: readonly string[],
  values?: readonly (number | null)[],
): Record<string, unknown> {
  const orientation = formData.legendOrientation;
  const horizontal = orientation === 'top' || orientation === 'bottom';
  const capped = values !== undefined && names.length > MAX_LEGEND_ITEMS;
  return {
    show: formData.show_legend,
    type: capped ? 'scroll' : formData.legendType,
    orient: horizontal ? 'horizontal' : 'vertical',
    ...(orientation === 'top' ? { top: 0, right: 0 } : {}),
    ...(orientation === 'bottom' ? { bottom: 0 } : {}),
    ...(orientation === 'left' ? { left: 0 } : {}),
    ...(orientation === 'right' ? { right: 0, top: 0 } : {}),
    data: capped ? legendNames(names, values) : [...names],
    formatter: (name: string) => truncateLabel(name),
    tooltip: { show: true },
  };
}

/** A scrolling legend above the plot, for charts without the legend controls (bubble, histogram). */
export function topLegendOption(show: boolean, names: readonly string[]): Record<string, unknown> {
  return { show, type: 'scroll', top: 0, data: [...names], formatter: (name: string) => truncateLabel(name) };
}
