import type { QueryContext } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { BigNumberTotalFormData } from './formData.js';

/** One aggregate over the whole filtered dataset. */
export function buildQuery(formData: BigNumberTotalFormData): QueryContext {
  return buildQueryContext(formData, (base) => [{ ...base, metrics: [formData.metric], row_limit: 1 }]);
}
