import {
  adhocColumnSchema,
  adhocFilterSchema,
  extraFormDataSchema,
  metricSchema,
  TIME_GRAINS,
} from '@sightline/core';
import { z } from 'zod';

/**
 * The form data every chart type shares. Plugins extend `baseFormDataSchema` with their own controls;
 * objects are loose so keys of other chart types survive a viz-type switch and a save.
 */

/** A dataset column name or an ad-hoc SQL column. */
export const formColumnSchema = z.union([z.string().min(1), adhocColumnSchema]);

export const formMetricSchema = metricSchema;

export const baseFormDataSchema = z.looseObject({
  /** `{id}__{type}`, e.g. `3__table`. */
  datasource: z.string().regex(/^\d+__\w+$/, 'datasource must look like "{id}__{type}"'),
  viz_type: z.string().min(1),
  slice_id: z.number().int().nullable().optional(),
  form_data_version: z.number().int().optional(),
  adhoc_filters: z.array(adhocFilterSchema).default([]),
  time_range: z.string().default('No filter'),
  granularity_sqla: z.string().nullable().optional(),
  time_grain_sqla: z.enum(TIME_GRAINS).nullable().optional(),
  extra_form_data: extraFormDataSchema.optional(),
  /** Dashboard-provided: its color namespace and scheme win over the chart's own. */
  color_scheme: z.string().optional(),
  /** A saved chart's cache timeout override, sent as `custom_cache_timeout`. */
  cache_timeout: z.number().int().nullable().optional(),
  force: z.boolean().optional(),
});
export type BaseFormData = z.infer<typeof baseFormDataSchema>;

/** A metric or column list control's value as a list (single-value controls hold one item or null). */
export function asList<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}
