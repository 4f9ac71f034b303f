import {
  extraFormDataSchema,
  nativeFilterSchema,
  type ExtraFormData,
  type NativeFilter,
} from '@sightline/core';
import { z } from 'zod';

/** A filter's form data: the saved filter item, its type as viz type and its cascade parents' masks. */
export const nativeFilterFormDataSchema = nativeFilterSchema.extend({
  viz_type: z.string(),
  /** The merged masks of the filters it depends on (they limit its options query). */
  extra_form_data: extraFormDataSchema.optional(),
});
export type NativeFilterFormData = z.infer<typeof nativeFilterFormDataSchema>;

/** The form data of one filter type: a filter of another type does not parse. */
export function filterFormDataSchemaOf(filterType: string) {
  return nativeFilterFormDataSchema.extend({
    filterType: z.literal(filterType),
    viz_type: z.literal(filterType),
  });
}

/** The form data a filter renders and queries with. */
export function nativeFilterFormData(
  filter: NativeFilter,
  parentExtraFormData: ExtraFormData = {},
): NativeFilterFormData {
  return { ...filter, viz_type: filter.filterType, extra_form_data: parentExtraFormData };
}
