import { z } from 'zod';
import { baseFormDataSchema } from '../../sdk/formData.js';

/** One field of a filter box: spec 2 §3 filter-box item config. */
export const filterBoxItemSchema = z.looseObject({
  column: z.string().nullish(),
  label: z.string().nullish(),
  /** Text as typed ("a;b" with multiple selections), or a number or boolean converted on save (§5.3). */
  defaultValue: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  /** The saved metric the choices are sorted by; the row count when empty. */
  metric: z.string().nullish(),
  asc: z.boolean().default(true),
  clearable: z.boolean().default(true),
  multiple: z.boolean().default(true),
  searchAllOptions: z.boolean().default(false),
});
export type FilterBoxItem = z.infer<typeof filterBoxItemSchema>;

export const filterBoxFormDataSchema = baseFormDataSchema.extend({
  filter_configs: z.array(filterBoxItemSchema).default([]),
  /** Show the time range picker. */
  date_filter: z.boolean().default(false),
  show_sqla_time_granularity: z.boolean().default(false),
  show_sqla_time_column: z.boolean().default(false),
  /** Apply each change at once instead of showing an Apply button. */
  instant_filtering: z.boolean().default(true),
});
export type FilterBoxFormData = z.infer<typeof filterBoxFormDataSchema>;

/** The fields that name a column; an item still being configured (no column) draws nothing. */
export function filterBoxFields(formData: FilterBoxFormData): (FilterBoxItem & { column: string })[] {
  return formData.filter_configs.filter((item): item is FilterBoxItem & { column: string } =>
    Boolean(item.column),
  );
}
