import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { boundsSchema } from '../../sdk/formFields.js';

export const bubbleFormDataSchema = baseFormDataSchema.extend({
  /** One bubble per entity. */
  entity: formColumnSchema,
  /** Bubbles of the same series share a color and a legend item. */
  series: formColumnSchema.nullable().optional(),
  x: formMetricSchema,
  y: formMetricSchema,
  size: formMetricSchema,
  /** Superset's "Sort by" for the row limit, with `order_desc`. */
  orderby: formMetricSchema.nullable().optional(),
  order_desc: z.boolean().default(true),
  row_limit: z.coerce.number().int().positive().default(10000),
  color_scheme: z.string().default('supersetColors'),
  show_legend: z.boolean().default(true),
  /** Pixels: the largest bubble's radius (Superset's select saves it as text). */
  max_bubble_size: z.coerce.number().positive().default(25),
  tooltipSizeFormat: z.string().default('SMART_NUMBER'),
  opacity: z.coerce.number().min(0).max(1).default(0.6),
  x_axis_label: z.string().default(''),
  x_axis_title_margin: z.coerce.number().min(0).default(30),
  xAxisFormat: z.string().default('SMART_NUMBER'),
  logXAxis: z.boolean().default(false),
  truncateXAxis: z.boolean().default(true),
  xAxisBounds: boundsSchema,
  y_axis_label: z.string().default(''),
  y_axis_title_margin: z.coerce.number().min(0).default(30),
  y_axis_format: z.string().default('SMART_NUMBER'),
  logYAxis: z.boolean().default(false),
  truncateYAxis: z.boolean().default(false),
  y_axis_bounds: boundsSchema,
});
export type BubbleFormData = z.infer<typeof bubbleFormDataSchema>;
