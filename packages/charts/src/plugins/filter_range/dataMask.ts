import { emptyFilterDataMask, filterColumnOf, type DataMask, type NativeFilter } from '@sightline/core';
import { filterControlMessages as messages } from '../../sdk/nativeFilter/filterControlMessages.js';

/** A range filter: `>=` the lower and `<=` the upper bound, each only when set. */
export function rangeFilterDataMask(
  filter: NativeFilter,
  range: readonly [number | null, number | null] | null | undefined,
): DataMask {
  const col = filterColumnOf(filter);
  const [lower, upper] = range ?? [null, null];
  const hasLower = typeof lower === 'number' && Number.isFinite(lower);
  const hasUpper = typeof upper === 'number' && Number.isFinite(upper);
  if (!col || (!hasLower && !hasUpper)) return emptyFilterDataMask();
  const filters = [
    ...(hasLower ? [{ col, op: '>=' as const, val: lower }] : []),
    ...(hasUpper ? [{ col, op: '<=' as const, val: upper }] : []),
  ];
  const label = hasLower && hasUpper ? `${lower} ≤ x ≤ ${upper}` : hasLower ? `x ≥ ${lower}` : `x ≤ ${upper}`;
  return { extraFormData: { filters }, filterState: { value: [lower, upper], label } };
}

function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The mask of a value as the filter bar holds it: [lower, upper]; anything else filters nothing. */
export function rangeValueDataMask(filter: NativeFilter, value: unknown): DataMask {
  return rangeFilterDataMask(filter, Array.isArray(value) ? [asNumber(value[0]), asNumber(value[1])] : null);
}

/** A default range whose minimum lies above its maximum is refused. */
export function validateRange(value: unknown): string | false {
  if (!Array.isArray(value)) return false;
  const [min, max] = value as unknown[];
  return typeof min === 'number' && typeof max === 'number' && min > max ? messages.rangeMinAboveMax : false;
}
