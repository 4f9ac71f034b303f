import type { QueryContext } from '@sightline/core';
import { filterQueryContext } from '../../sdk/nativeFilter/filterQuery.js';
import type { NativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';

/** The bounds are typed in: the range filter queries nothing. */
export function buildQuery(formData: NativeFilterFormData): QueryContext {
  return filterQueryContext(formData, []);
}
