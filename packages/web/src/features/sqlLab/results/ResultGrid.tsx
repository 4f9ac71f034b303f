import { useVirtualizer } from '@tanstack/react-virtual';
import type { SqlLabCell, SqlLabColumn } from '@sightline/core';
import { useMemo, useRef } from 'react';

export const ROW_HEIGHT = 28;
const MIN_WIDTH = 80;
const MAX_WIDTH = 360;
const CHAR_WIDTH = 7.5;
/** Rows sampled to size a column: enough for a fair width, few enough to stay instant at 100k rows. */
const SAMPLE_ROWS = 200;

export function cellText(value: SqlLabCell | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  return typeof value === 'string' ? value : String(value);
}

/** Each column's width from its name and a sample of its values, within bounds. */
export function columnWidths(
  columns: readonly SqlLabColumn[],
  rows: readonly Record<string, SqlLabCell>[],
): number[] {
  return columns.map((column) => {
    let longest = column.name.length + 2;
    for (const row of rows.slice(0, SAMPLE_ROWS))
      longest = Math.max(longest, cellText(row[column.name]).length);
    return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest * CHAR_WIDTH + 16)));
  });
}

/**
 * A result's rows, only those in view rendered (with a few beyond), so 100k rows scroll as smoothly as
 * ten. The header scrolls sideways with the body; the row numbers stay at the left.
 */
export function ResultGrid({
  columns,
  rows,
}: {
  columns: readonly SqlLabColumn[];
  rows: readonly Record<string, SqlLabCell>[];
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const widths = useMemo(() => columnWidths(columns, rows), [columns, rows]);
  const numberWidth = Math.max(48, String(rows.length).length * 8 + 20);
  const total = numberWidth + widths.reduce((sum, width) => sum + width, 0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const template = `${numberWidth}px ${widths.map((width) => `${width}px`).join(' ')}`;
  return (
    <div
      className="sl-result-grid"
      ref={scroller}
      role="grid"
      aria-rowcount={rows.length + 1}
      data-testid="sqllab-grid"
    >
      <div
        className="sl-result-row sl-result-header"
        role="row"
        style={{ gridTemplateColumns: template, width: total }}
      >
        <div className="sl-result-cell sl-result-number" role="columnheader" />
        {columns.map((column) => (
          <div
            key={column.name}
            className="sl-result-cell"
            role="columnheader"
            title={`${column.name} (${column.type})`}
          >
            {column.name}
          </div>
        ))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), width: total, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={item.key}
              className="sl-result-row"
              role="row"
              aria-rowindex={item.index + 2}
              style={{
                gridTemplateColumns: template,
                width: total,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <div className="sl-result-cell sl-result-number">{item.index + 1}</div>
              {columns.map((column) => {
                const value = row[column.name];
                return (
                  <div
                    key={column.name}
                    role="gridcell"
                    className={`sl-result-cell${value === null ? ' sl-result-null' : ''}${typeof value === 'number' ? ' sl-result-numeric' : ''}`}
                  >
                    {cellText(value)}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
