import { ALL, encodeKey, type AxisEntry, type KeyPart } from './pivotData.js';

/**
 * Header cells of one pivot axis, merged like a spreadsheet: along the axis, neighbours with the same
 * key prefix share one cell (`span`); across levels, a subtotal or total label covers the levels it
 * aggregates (`levels`). `cells[entry][level]` is null where a merged cell covers the position.
 */
export interface HeaderCell {
  /** Entries covered along the axis (rowSpan for row headers, colSpan for column headers). */
  span: number;
  /** Levels covered across the axis. */
  levels: number;
  kind: 'value' | 'subtotal' | 'total';
  /** The attribute and raw value of a value cell. */
  attr: string;
  value: KeyPart;
}

/** The cell that starts at `level` of an entry, or null when a label from an earlier level covers it. */
function cellAt(entry: AxisEntry, level: number, attrs: readonly string[]): Omit<HeaderCell, 'span'> | null {
  const part = entry.key[level];
  if (part !== ALL) return { levels: 1, kind: 'value', attr: attrs[level]!, value: part };
  if (level > 0 && entry.key[level - 1] === ALL) return null;
  let end = level;
  while (end < entry.key.length && entry.key[end] === ALL) end += 1;
  return {
    levels: end - level,
    kind: entry.kind === 'total' ? 'total' : 'subtotal',
    attr: attrs[level]!,
    value: ALL,
  };
}

export function axisHeaderCells(
  entries: readonly AxisEntry[],
  attrs: readonly string[],
): (HeaderCell | null)[][] {
  const cells: (HeaderCell | null)[][] = entries.map(() => attrs.map(() => null));
  for (let level = 0; level < attrs.length; level += 1) {
    let index = 0;
    while (index < entries.length) {
      const cell = cellAt(entries[index]!, level, attrs);
      if (!cell) {
        index += 1;
        continue;
      }
      // Neighbours merge when they agree on the key up to and including this level and start a cell here.
      const identity = `${encodeKey(entries[index]!.key.slice(0, level + 1))}#${cell.kind}`;
      let end = index + 1;
      while (end < entries.length) {
        const next = cellAt(entries[end]!, level, attrs);
        if (!next || `${encodeKey(entries[end]!.key.slice(0, level + 1))}#${next.kind}` !== identity) break;
        end += 1;
      }
      cells[index]![level] = { ...cell, span: end - index };
      index = end;
    }
  }
  return cells;
}
