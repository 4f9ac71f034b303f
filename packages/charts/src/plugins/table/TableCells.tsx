import type { CSSProperties, MouseEvent } from 'react';
import type { ColorFormatters } from '../../sdk/conditionalFormatting/colorFormatters.js';
import { isColumnValueSelected } from '../../sdk/crossFilter.js';
import { cellBar, type ValueRange } from './cellBars.js';
import type { TableColumnMeta } from './columnMeta.js';
import type { SelectedFilters } from './interactions.js';

/** One data row and its cells: formatted text, cell bars, conditional colors and the click behaviours. */

export const ROW_HEIGHT = 30;
const SELECTED_BACKGROUND = '#D6E4FF';

export interface TableRowProps {
  row: Readonly<Record<string, unknown>>;
  columns: readonly TableColumnMeta[];
  valueRanges: Readonly<Record<string, ValueRange | null>>;
  colorFormatters: ColorFormatters;
  selectedFilters: SelectedFilters;
  striped: boolean;
  onCrossFilter?: (key: string, value: unknown) => void;
  onContextMenu?: (row: Readonly<Record<string, unknown>>, clientX: number, clientY: number) => void;
}

export function TableRow({ row, columns, striped, onContextMenu, ...cellProps }: TableRowProps) {
  const handleContextMenu = onContextMenu
    ? (event: MouseEvent) => {
        event.preventDefault();
        onContextMenu(row, event.clientX, event.clientY);
      }
    : undefined;
  return (
    <tr
      className="sl-table-row"
      style={{ height: ROW_HEIGHT, background: striped ? '#FAFAFA' : '#FFFFFF' }}
      onContextMenu={handleContextMenu}
    >
      {columns.map((column) => (
        <TableCell key={column.key} column={column} value={row[column.key]} {...cellProps} />
      ))}
    </tr>
  );
}

function TableCell({
  column,
  value,
  valueRanges,
  colorFormatters,
  selectedFilters,
  onCrossFilter,
}: Omit<TableRowProps, 'row' | 'columns' | 'striped' | 'onContextMenu'> & {
  column: TableColumnMeta;
  value: unknown;
}) {
  const text = column.format(value);
  const range = valueRanges[column.key];
  const bar = range
    ? cellBar(value, range, column.alignPositiveNegative, column.colorPositiveNegative)
    : null;
  const selected = column.isDimension && isColumnValueSelected(selectedFilters, column.key, value);
  const clickable = column.isDimension && onCrossFilter !== undefined;
  const background = selected ? SELECTED_BACKGROUND : colorFormatters[column.key]?.(value);
  const style: CSSProperties = {
    ...cellStyle(column.align),
    ...(background ? { background } : {}),
    ...(clickable ? { cursor: 'pointer' } : {}),
    ...(selected ? { fontWeight: 600 } : {}),
  };
  return (
    <td
      className={selected ? 'sl-table-cell sl-table-cell-selected' : 'sl-table-cell'}
      style={style}
      title={text}
      data-column={column.key}
      aria-selected={column.isDimension ? selected : undefined}
      onClick={clickable ? () => onCrossFilter(column.key, value) : undefined}
    >
      {bar && (
        <div
          aria-hidden
          className="sl-table-cell-bar"
          style={{
            position: 'absolute',
            top: 3,
            bottom: 3,
            left: `${bar.offset}%`,
            width: `${bar.width}%`,
            background: bar.color,
          }}
        />
      )}
      <span style={{ position: 'relative' }}>{text}</span>
    </td>
  );
}

export function cellStyle(align: TableColumnMeta['align']): CSSProperties {
  return {
    position: 'relative',
    padding: '0 8px',
    textAlign: align,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    borderBottom: '1px solid #F0F0F0',
    fontVariantNumeric: 'tabular-nums',
  };
}
