import { toNumber } from '../../sdk/chartValues.js';
import { cellTime } from '../../sdk/format/cellFormatters.js';

/**
 * Pure layout and row rules of the table component: column widths (fixed, so virtualised rows do not
 * make columns jump while scrolling), the client-side search and the header-click sort order.
 */

const CHAR_WIDTH = 7.5;
const CELL_PADDING = 20;
const MIN_WIDTH = 60;
const MAX_AUTO_WIDTH = 360;
/** Rows sampled to size columns: enough to be representative, cheap for 50,000 rows. */
const WIDTH_SAMPLE = 200;

export interface WidthColumn {
  key: string;
  label: string;
  width: number | null;
  format: (value: unknown) => string;
}

/**
 * Pixel widths: a configured columnWidth as given; other columns sized to their header and widest
 * sampled value, then stretched to fill `available` when the table is narrower.
 */
export function columnWidths(
  columns: readonly WidthColumn[],
  rows: readonly Readonly<Record<string, unknown>>[],
  available: number,
): number[] {
  const sample = rows.slice(0, WIDTH_SAMPLE);
  const natural = columns.map((column) => {
    if (column.width) return column.width;
    const longest = Math.max(
      column.label.length + 2, // room for the sort arrow
      ...sample.map((row) => column.format(row[column.key]).length),
    );
    return Math.min(MAX_AUTO_WIDTH, Math.max(MIN_WIDTH, Math.ceil(longest * CHAR_WIDTH + CELL_PADDING)));
  });
  const total = natural.reduce((sum, width) => sum + width, 0);
  const flexible = columns.map((column) => !column.width);
  const flexTotal = natural.reduce((sum, width, index) => (flexible[index] ? sum + width : sum), 0);
  if (total >= available || flexTotal === 0) return natural;
  const extra = available - total;
  const widths = natural.map((width, index) =>
    flexible[index] ? Math.floor(width + (extra * width) / flexTotal) : width,
  );
  // Rounding down leaves a few pixels; the last flexible column takes them so the table fills exactly.
  const last = flexible.lastIndexOf(true);
  widths[last] = widths[last]! + available - widths.reduce((sum, width) => sum + width, 0);
  return widths;
}

/** Client-side search: a row matches when any cell's shown text contains the words, ignoring case. */
export function rowMatchesSearch(
  row: Readonly<Record<string, unknown>>,
  columns: readonly Pick<WidthColumn, 'key' | 'format'>[],
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return columns.some((column) => {
    const value = row[column.key];
    return (
      column.format(value).toLowerCase().includes(needle) ||
      (typeof value === 'string' && value.toLowerCase().includes(needle))
    );
  });
}

/**
 * The header-click order: numbers and times numerically, text naturally ('item 2' before 'item 10');
 * missing values always last, whichever the direction (the caller reverses only the others).
 */
export function compareCells(a: unknown, b: unknown, kind: 'number' | 'time' | 'text'): number {
  const missingA = a === null || a === undefined;
  const missingB = b === null || b === undefined;
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  if (kind !== 'text') {
    const x = kind === 'time' ? cellTime(a) : toNumber(a);
    const y = kind === 'time' ? cellTime(b) : toNumber(b);
    if (x !== null && y !== null) return x - y;
  }
  return collator.compare(String(a), String(b));
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export interface SortKey {
  id: string;
  desc: boolean;
}

/** Rows in header-click order (stable); missing values stay last in both directions. */
export function sortRows<T extends Readonly<Record<string, unknown>>>(
  rows: readonly T[],
  sorting: readonly SortKey[],
  kindOf: (key: string) => 'number' | 'time' | 'text',
): T[] {
  if (sorting.length === 0) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const { id, desc } of sorting) {
        const x = a.row[id];
        const y = b.row[id];
        const missing = (x === null || x === undefined) !== (y === null || y === undefined);
        const order = compareCells(x, y, kindOf(id));
        if (order !== 0) return desc && !missing ? -order : order;
      }
      return a.index - b.index;
    })
    .map(({ row }) => row);
}
