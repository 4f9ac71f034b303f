import { extraFormDataFilters, type DataMask, type DataMaskState } from '@sightline/core';

/** A cross-filter a chart has set: its chart and what it selected, as its chip shows it. */
export interface ActiveCrossFilter {
  chartId: number;
  /** The selection's text: the mask's filterState label, else its values joined. */
  value: string;
}

function selectionText(mask: DataMask): string {
  const { label, value } = mask.filterState ?? {};
  if (typeof label === 'string' && label) return label;
  if (Array.isArray(value)) return value.flat().map(String).join(', ');
  return value === undefined || value === null ? '' : String(value);
}

/** The cross-filters in effect: masks under a chart id of this dashboard that filter something. */
export function activeCrossFilters(
  dataMask: DataMaskState,
  sliceIds: readonly number[],
): ActiveCrossFilter[] {
  return sliceIds.flatMap((chartId) => {
    const mask = dataMask[String(chartId)];
    return mask && extraFormDataFilters(mask.extraFormData) ? [{ chartId, value: selectionText(mask) }] : [];
  });
}
