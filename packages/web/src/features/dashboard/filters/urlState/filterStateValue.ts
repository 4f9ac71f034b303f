import {
  canonicalJson,
  NATIVE_FILTER_PREFIX,
  dataMaskSchema,
  extraFormDataFilters,
  isRecord,
  type DataMask,
  type DataMaskState,
} from '@sightline/core';

/**
 * The applied filter state a `native_filters_key` stands for (Superset's filter_state value): the masks of
 * the native filters, all of them (a filter cleared on purpose must not come back with its default), and
 * of the charts whose cross-filter filters something. Stored as JSON text of `{id: mask}`.
 */
export function appliedFilterMasks(dataMask: DataMaskState): Record<string, DataMask> {
  const out: Record<string, DataMask> = {};
  for (const [id, mask] of Object.entries(dataMask)) {
    if (id.startsWith(NATIVE_FILTER_PREFIX) || extraFormDataFilters(mask.extraFormData)) out[id] = mask;
  }
  return out;
}

/** The filter_state value of the applied masks, keys sorted: equal masks give equal text. */
export function filterStateText(dataMask: DataMaskState): string {
  return canonicalJson(appliedFilterMasks(dataMask));
}

/** The data masks in a `{id: mask}` record; entries that are not masks are skipped, a non-record gives {}. */
export function dataMasksOf(value: unknown): Record<string, DataMask> {
  const out: Record<string, DataMask> = {};
  if (!isRecord(value)) return out;
  for (const [id, mask] of Object.entries(value)) {
    const parsed = dataMaskSchema.safeParse(mask);
    if (parsed.success) out[id] = parsed.data;
  }
  return out;
}

/** The masks in a stored filter_state value; entries that are not masks are skipped, bad JSON gives {}. */
export function parseFilterStateText(text: string): Record<string, DataMask> {
  try {
    return dataMasksOf(JSON.parse(text));
  } catch {
    return {};
  }
}
