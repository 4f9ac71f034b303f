import { parseColor } from '@sightline/core';
import type { TimeSeriesColumnConfig } from './columnConfig.js';
import { TIME_TABLE_MESSAGES as MESSAGES } from './messages.js';

/**
 * The numbers of Superset's Time-series Table (pure): per row (a metric, or a series when grouped) and
 * column config, a time comparison, a contribution, a period average, or a sparkline's series. Entries
 * are the time buckets in ascending order; a missing value is null and makes its result null (shown as
 * N/A) rather than Superset's 0.
 */
export interface TimeEntry {
  time: number;
  values: Readonly<Record<string, number | null>>;
}

export interface ValueCell {
  value: number | null;
  error?: string;
}

const at = (entry: TimeEntry | undefined, row: string) => entry?.values[row] ?? null;

export function valueCell(
  column: TimeSeriesColumnConfig,
  row: string,
  entries: readonly TimeEntry[],
  rows: readonly string[],
): ValueCell {
  const latestEntry = entries[entries.length - 1];
  const recent = at(latestEntry, row);
  if (column.colType === 'time') {
    const lag = column.timeLag ?? 0;
    if (Math.abs(lag) >= entries.length)
      return { value: null, error: MESSAGES.timeLagTooLarge(lag, entries.length) };
    // A negative lag counts from the start of the range instead of back from the latest bucket.
    const then = at(lag < 0 ? entries[-lag - 1] : entries[entries.length - 1 - lag], row);
    if (recent === null || then === null) return { value: null };
    switch (column.comparisonType) {
      case 'diff':
        return { value: recent - then };
      case 'perc':
        return { value: then === 0 ? null : recent / then };
      case 'perc_change':
        return { value: then === 0 ? null : recent / then - 1 };
      default:
        return { value: then };
    }
  }
  if (column.colType === 'contrib') {
    // The row's share of all rows at the latest time bucket.
    const total = rows.reduce((sum, key) => sum + (at(latestEntry, key) ?? 0), 0);
    return { value: recent === null || total === 0 ? null : recent / total };
  }
  if (column.colType === 'avg') {
    const lag = column.timeLag && column.timeLag > 0 ? column.timeLag : entries.length;
    const window = entries
      .slice(-lag)
      .map((entry) => at(entry, row))
      .filter((v): v is number => v !== null);
    return { value: window.length ? window.reduce((sum, v) => sum + v, 0) / window.length : null };
  }
  return { value: null };
}

/** A sparkline's values: the series itself, or its ratio to the value `timeRatio` buckets earlier. */
export function sparkValues(
  column: TimeSeriesColumnConfig,
  row: string,
  entries: readonly TimeEntry[],
): (number | null)[] {
  const ratio = column.timeRatio ?? 0;
  if (ratio <= 0) return entries.map((entry) => at(entry, row));
  const values: (number | null)[] = [];
  for (let index = ratio; index < entries.length; index += 1) {
    const previous = at(entries[index - ratio], row);
    const current = at(entries[index], row);
    values.push(previous && current !== null ? current / previous : null);
  }
  return values;
}

/** Bounds coloring, Superset's accessible red → grey → blue. */
export const ACCESSIBLE_COLOR_BOUNDS = ['#ca0020', '#0571b0'] as const;
const MIDDLE = '#808080';

function mix(from: string, to: string, t: number): string {
  const a = parseColor(from);
  const b = parseColor(to);
  const channel = (key: 'r' | 'g' | 'b') => Math.round(a[key] + (b[key] - a[key]) * t);
  return `rgb(${channel('r')}, ${channel('g')}, ${channel('b')})`;
}

/**
 * Both bounds: a scale from red (min) through grey (middle) to blue (max), clamped at the ends. Only a
 * min: blue at or above it, red below. Only a max: blue below it, red at or above (Superset's rule).
 */
export function colorFromBounds(
  value: number | null,
  bounds: readonly [number | null, number | null],
): string | null {
  if (value === null) return null;
  const [min, max] = bounds;
  const [minColor, maxColor] = ACCESSIBLE_COLOR_BOUNDS;
  if (min !== null && max !== null) {
    if (max === min) return value >= max ? maxColor : minColor;
    // Position along min → max (either may be the larger: reversed bounds run blue → red), clamped.
    const t = Math.min(1, Math.max(0, (value - min) / (max - min)));
    return t <= 0.5 ? mix(minColor, MIDDLE, t * 2) : mix(MIDDLE, maxColor, (t - 0.5) * 2);
  }
  if (min !== null) return value >= min ? maxColor : minColor;
  if (max !== null) return value < max ? maxColor : minColor;
  return null;
}
