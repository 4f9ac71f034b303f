import type { QueryContext } from '@sightline/core';
import { filterQueryContext } from '../../sdk/nativeFilter/filterQuery.js';
import type { NativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';

/** The range is picked, not looked up: the time range filter queries nothing. */
export function buildQuery(formData: NativeFilterFormData): QueryContext {
  return filterQueryContext(formData, []);
}
