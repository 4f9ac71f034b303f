import type { QueryContext } from '@sightline/core';
import { filterQueryContext } from '../../sdk/nativeFilter/filterQuery.js';
import type { NativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';

/** The columns come with the dataset: the time column filter queries nothing. */
export function buildQuery(formData: NativeFilterFormData): QueryContext {
  return filterQueryContext(formData, []);
}
