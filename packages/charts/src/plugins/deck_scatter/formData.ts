import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';
import { numberishSchema, optionalNumberSchema } from '../../sdk/formFields.js';
import { fixedColorSchema } from '../../sdk/geo/fixedColor.js';
import { POINT_UNITS } from '../../sdk/geo/pointSize.js';
import { spatialSchema } from '../../sdk/geo/spatial.js';
import { DEFAULT_VIEWPORT, viewportSchema } from '../../sdk/geo/viewport.js';

/** The fixed-or-metric control's default, and the size used when a fixed value is empty. */
export const POINT_RADIUS_DEFAULT = { type: 'fix', value: 5 } as const;
export const POINT_RADIUS_FALLBACK = 100;

/** The fixed-or-metric value: a fixed size, or a metric whose value sizes each point. */
export const pointRadiusSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('fix'), value: optionalNumberSchema.default(null) }),
  z.looseObject({ type: z.literal('metric'), value: formMetricSchema }),
]);
export type PointRadius = z.infer<typeof pointRadiusSchema>;

export const LEGEND_POSITIONS = ['tl', 'tr', 'bl', 'br'] as const;

/** Superset 3.1's deck_scatter form data (keys of Mapbox-only controls such as mapbox_style are kept). */
export const deckScatterFormDataSchema = baseFormDataSchema.extend({
  spatial: spatialSchema,
  row_limit: numberishSchema.default(10000),
  filter_nulls: z.boolean().default(true),
  viewport: viewportSchema.default({ ...DEFAULT_VIEWPORT }),
  autozoom: z.boolean().default(true),
  point_radius_fixed: pointRadiusSchema.default({ ...POINT_RADIUS_DEFAULT }),
  point_unit: z.enum(POINT_UNITS).default('square_m'),
  min_radius: optionalNumberSchema.default(2),
  max_radius: optionalNumberSchema.default(250),
  multiplier: optionalNumberSchema.default(1),
  color_picker: fixedColorSchema,
  dimension: formColumnSchema.nullish(),
  color_scheme: z.string().default('supersetColors'),
  legend_position: z.enum(LEGEND_POSITIONS).nullable().default('tr'),
  legend_format: z.string().nullish(),
});
export type DeckScatterFormData = z.infer<typeof deckScatterFormDataSchema>;
