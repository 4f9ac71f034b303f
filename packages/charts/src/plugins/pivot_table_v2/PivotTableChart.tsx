import type { CSSProperties } from 'react';
import type { PivotHeaderView, PivotTableProps } from './transformProps.js';

const HEADER_ROW_HEIGHT = 30;
const BORDER = '1px solid #E8E8E8';

const baseCell: CSSProperties = {
  padding: '4px 8px',
  // Right and bottom borders only; the table draws the top and left edge, so lines stay 1px.
  borderRight: BORDER,
  borderBottom: BORDER,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
};
const headerCell: CSSProperties = { ...baseCell, background: '#FAFAFA', fontWeight: 600, textAlign: 'left' };
const axisLabel: CSSProperties = { ...headerCell, color: '#595959', fontWeight: 500 };

function headerStyle(header: PivotHeaderView, clickable: boolean, top?: number): CSSProperties {
  return {
    ...headerCell,
    ...(header.kind !== 'value' ? { fontStyle: 'italic', background: '#F0F0F0' } : {}),
    ...(clickable ? { cursor: 'pointer' } : {}),
    ...(header.selected ? { background: '#D6E4FF' } : {}),
    ...(top !== undefined ? { position: 'sticky', top, zIndex: 1 } : {}),
    verticalAlign: 'top',
  };
}

/**
 * The pivot grid: column header rows (with the column dimension's name in the corner), a row of row
 * dimension names, then one row per row entry with its merged headers and values. Headers of dimension
 * values cross-filter on click; a value cell's right-click offers drill to detail.
 */
export default function PivotTableChart(props: PivotTableProps) {
  const { width, height, rowAttrLabels, colAttrLabels, rowHeaders, colHeaders, cells } = props;
  const { onHeaderClick, onCellContextMenu } = props;
  const cornerSpan = Math.max(1, rowAttrLabels.length);
  const columnCount = cells[0]?.length ?? colHeaders[0]?.length ?? 0;

  const header = (
    cell: PivotHeaderView,
    key: string,
    spans: { colSpan?: number; rowSpan?: number },
    top?: number,
  ) => {
    const clickable = Boolean(cell.filter && onHeaderClick);
    return (
      <th
        key={key}
        {...spans}
        // Headers over several columns or rows name the whole group for screen readers.
        scope={top === undefined ? (cell.span > 1 ? 'rowgroup' : 'row') : cell.span > 1 ? 'colgroup' : 'col'}
        title={cell.title}
        aria-selected={cell.filter ? cell.selected : undefined}
        className={`sl-pivot-header sl-pivot-${cell.kind}`}
        style={headerStyle(cell, clickable, top)}
        onClick={clickable ? () => onHeaderClick!(cell.filter!.attr, cell.filter!.value) : undefined}
      >
        {cell.text}
      </th>
    );
  };

  return (
    <div className="sl-pivot-table" style={{ width, height, overflow: 'auto', fontSize: 13 }}>
      <table style={{ borderCollapse: 'separate', borderSpacing: 0, borderTop: BORDER, borderLeft: BORDER }}>
        <thead>
          {colHeaders.map((level, levelIndex) => (
            <tr key={`c${levelIndex}`} style={{ height: HEADER_ROW_HEIGHT }}>
              <th
                colSpan={cornerSpan}
                style={{
                  ...axisLabel,
                  textAlign: 'right',
                  position: 'sticky',
                  top: levelIndex * HEADER_ROW_HEIGHT,
                  zIndex: 1,
                }}
              >
                {colAttrLabels[levelIndex]}
              </th>
              {level.map((cell, col) =>
                cell
                  ? header(
                      cell,
                      `c${levelIndex}-${col}`,
                      { colSpan: cell.span, rowSpan: cell.levels },
                      levelIndex * HEADER_ROW_HEIGHT,
                    )
                  : null,
              )}
            </tr>
          ))}
          {rowAttrLabels.length > 0 && (
            <tr style={{ height: HEADER_ROW_HEIGHT }}>
              {rowAttrLabels.map((label, index) => (
                <th
                  key={`r${index}`}
                  style={{
                    ...axisLabel,
                    position: 'sticky',
                    top: colHeaders.length * HEADER_ROW_HEIGHT,
                    zIndex: 1,
                  }}
                >
                  {label}
                </th>
              ))}
              {columnCount > 0 && (
                <th
                  colSpan={columnCount}
                  style={{
                    ...axisLabel,
                    position: 'sticky',
                    top: colHeaders.length * HEADER_ROW_HEIGHT,
                    zIndex: 1,
                  }}
                />
              )}
            </tr>
          )}
        </thead>
        <tbody>
          {cells.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {rowHeaders[rowIndex]!.map((cell, level) =>
                cell
                  ? header(cell, `r${rowIndex}-${level}`, { rowSpan: cell.span, colSpan: cell.levels })
                  : null,
              )}
              {rowHeaders[rowIndex]!.length === 0 && <th style={headerCell} />}
              {row.map((cell, col) => (
                <td
                  key={col}
                  className={`sl-pivot-cell sl-pivot-cell-${cell.kind}`}
                  style={{
                    ...baseCell,
                    textAlign: typeof cell.value === 'number' ? 'right' : 'left',
                    ...(cell.kind !== 'data' ? { fontWeight: 600, background: '#FAFAFA' } : {}),
                    ...(cell.background ? { background: cell.background } : {}),
                  }}
                  onContextMenu={
                    onCellContextMenu
                      ? (event) => {
                          event.preventDefault();
                          onCellContextMenu(rowIndex, col, event.clientX, event.clientY);
                        }
                      : undefined
                  }
                >
                  {cell.text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
