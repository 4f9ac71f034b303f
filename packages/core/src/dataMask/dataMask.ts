import { z } from 'zod';
import { queryObjectFilterSchema, TIME_GRAINS } from '../chartData/queryContext.js';

/**
 * A data mask is what a native filter or a cross-filtering chart publishes under its id:
 * `extraFormData` is merged into the queries of the charts in scope, `filterState` is what the emitter
 * shows as selected, `ownState` is state the emitting chart keeps for itself (table pagination).
 */
export const extraFormDataSchema = z.looseObject({
  filters: z.array(queryObjectFilterSchema).optional(),
  time_range: z.string().optional(),
  granularity_sqla: z.string().optional(),
  time_grain_sqla: z.enum(TIME_GRAINS).optional(),
});
export type ExtraFormData = z.infer<typeof extraFormDataSchema>;

export const filterStateSchema = z.looseObject({
  value: z.unknown().optional(),
  label: z.string().optional(),
  selectedValues: z.unknown().optional(),
});
export type FilterState = z.infer<typeof filterStateSchema>;

export const dataMaskSchema = z.looseObject({
  id: z.string().optional(),
  extraFormData: extraFormDataSchema.optional(),
  filterState: filterStateSchema.optional(),
  ownState: z.record(z.string(), z.unknown()).optional(),
});
export type DataMask = z.infer<typeof dataMaskSchema>;

/** The mask of a filter that selects nothing: it filters no chart. */
export function emptyFilterDataMask(): DataMask {
  return { extraFormData: {}, filterState: { value: null } };
}
