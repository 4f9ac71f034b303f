import { toNumber } from '../../sdk/chartValues.js';
import type { Country } from '../../sdk/geo/countries.js';
import { findCountry, type CountryFieldType } from '../../sdk/geo/countryLookup.js';

/** One country of the result: where it is, its code as the dataset holds it, and its two values. */
export interface WorldMapEntry {
  country: Country;
  /** The entity value as the dataset spells it: what cross-filters and drill to detail filter on. */
  code: string;
  /** The metric (country color). */
  m1: number | null;
  /** The bubble metric (the metric itself when there is no secondary metric). */
  m2: number | null;
}

export interface EntryColumns {
  entity: string;
  metric: string;
  secondaryMetric: string | null;
  fieldType: CountryFieldType;
}

/**
 * Result rows → one entry per known country. Codes the lookup does not know (and null codes) are left
 * out, as are repeats of a country already seen (the first row wins, which with sort_by_metric is the
 * largest).
 */
export function worldMapEntries(
  rows: readonly Readonly<Record<string, unknown>>[],
  { entity, metric, secondaryMetric, fieldType }: EntryColumns,
): WorldMapEntry[] {
  const entries = new Map<string, WorldMapEntry>();
  for (const row of rows) {
    const code = row[entity];
    const country = findCountry(code, fieldType);
    if (!country || typeof code !== 'string' || entries.has(country.cca3)) continue;
    const m1 = toNumber(row[metric]);
    entries.set(country.cca3, {
      country,
      code,
      m1,
      m2: secondaryMetric === null ? m1 : toNumber(row[secondaryMetric]),
    });
  }
  return [...entries.values()];
}

/**
 * Bubble radii in pixels: √value scaled linearly from its smallest to its largest value onto
 * [1, maxBubbleSize] (Superset's rule, so bubble areas grow with the value). Entries without a
 * bubble value get no radius. One distinct value gets the largest bubble.
 */
export function bubbleRadii(entries: readonly WorldMapEntry[], maxBubbleSize: number): Map<string, number> {
  const roots = entries.flatMap((e) =>
    e.m2 === null ? [] : [[e.country.cca3, Math.sqrt(Math.max(0, e.m2))] as const],
  );
  const values = roots.map(([, root]) => root);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const radii = new Map<string, number>();
  for (const [cca3, root] of roots)
    radii.set(cca3, max === min ? maxBubbleSize : 1 + ((root - min) / (max - min)) * (maxBubbleSize - 1));
  return radii;
}
