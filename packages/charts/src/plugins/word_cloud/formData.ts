import { z } from 'zod';
import { baseFormDataSchema, formColumnSchema, formMetricSchema } from '../../sdk/formData.js';

/** square: horizontal or vertical; flat: all horizontal; random: multiples of 30° from -90° to 60°. */
export const WORD_ROTATIONS = ['square', 'flat', 'random'] as const;
export type WordRotation = (typeof WORD_ROTATIONS)[number];

export const wordCloudFormDataSchema = baseFormDataSchema.extend({
  series: formColumnSchema,
  metric: formMetricSchema,
  row_limit: z.coerce.number().int().positive().default(100),
  sort_by_metric: z.boolean().default(false),
  /** Font sizes in pixels for the smallest and largest values. */
  size_from: z.coerce.number().positive().default(10),
  size_to: z.coerce.number().positive().default(70),
  rotation: z.enum(WORD_ROTATIONS).default('square'),
  color_scheme: z.string().default('supersetColors'),
});
export type WordCloudFormData = z.infer<typeof wordCloudFormDataSchema>;
