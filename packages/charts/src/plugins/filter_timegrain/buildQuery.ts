import type { QueryContext } from '@sightline/core';
import { filterQueryContext } from '../../sdk/nativeFilter/filterQuery.js';
import type { NativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';

/** The grains are known: the time grain filter queries nothing. */
export function buildQuery(formData: NativeFilterFormData): QueryContext {
  return filterQueryContext(formData, []);
}
