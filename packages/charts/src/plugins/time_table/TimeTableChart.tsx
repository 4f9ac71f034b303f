import { useMemo, useState, type CSSProperties } from 'react';
import { Sparkline } from './Sparkline.js';
import type { NumberCell, TimeTableProps } from './transformProps.js';

const BORDER = '1px solid #F0F0F0';
const cellStyle: CSSProperties = { padding: '6px 10px', borderBottom: BORDER, whiteSpace: 'nowrap' };

/**
 * Superset's Time-series Table: one row per metric (or per series when grouped), one column per
 * configured time comparison, contribution, period average or sparkline. Headers sort the rows.
 */
export default function TimeTableChart({
  width,
  height,
  rowHeader,
  columns,
  rows,
  defaultSort,
}: TimeTableProps) {
  const [sort, setSort] = useState(defaultSort);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const valueOf = (row: (typeof rows)[number]) =>
      sort.column < 0 ? row.label : ((row.cells[sort.column] as NumberCell | undefined)?.value ?? null);
    return [...rows].sort((a, b) => {
      const x = valueOf(a);
      const y = valueOf(b);
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return sort.desc ? -order : order;
    });
  }, [rows, sort]);
  const toggle = (column: number) =>
    setSort((current) =>
      current?.column === column ? { column, desc: !current.desc } : { column, desc: column >= 0 },
    );
  const arrow = (column: number) => (sort?.column === column ? (sort.desc ? ' ▼' : ' ▲') : '');

  return (
    <div className="sl-time-table" style={{ width, height, overflow: 'auto', fontSize: 13 }}>
      <table style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
        <thead>
          <tr>
            <th
              scope="col"
              style={{
                ...cellStyle,
                textAlign: 'left',
                cursor: 'pointer',
                borderBottom: '2px solid #E8E8E8',
              }}
              onClick={() => toggle(-1)}
            >
              {rowHeader}
              {arrow(-1)}
            </th>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                title={column.tooltip || undefined}
                style={{
                  ...cellStyle,
                  textAlign: column.kind === 'spark' ? 'left' : 'right',
                  cursor: column.kind === 'spark' ? 'default' : 'pointer',
                  borderBottom: '2px solid #E8E8E8',
                  ...(column.tooltip ? { textDecoration: 'underline dotted' } : {}),
                }}
                onClick={column.kind === 'spark' ? undefined : () => toggle(index)}
              >
                {column.label}
                {arrow(index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.key}>
              <td style={{ ...cellStyle, fontWeight: 500 }} title={row.title}>
                {row.href ? (
                  <a href={row.href} target="_blank" rel="noopener noreferrer">
                    {row.label}
                  </a>
                ) : (
                  row.label
                )}
              </td>
              {row.cells.map((cell, index) =>
                cell.kind === 'spark' ? (
                  <td key={columns[index]!.key} style={{ ...cellStyle, padding: '2px 10px' }}>
                    <Sparkline cell={cell} column={columns[index]!} label={row.label} />
                  </td>
                ) : (
                  <td
                    key={columns[index]!.key}
                    style={{ ...cellStyle, textAlign: 'right' }}
                    data-value={cell.value ?? ''}
                  >
                    <span
                      style={
                        cell.color
                          ? { boxShadow: `inset 0px -2.5px 0px 0px ${cell.color}`, paddingBottom: 2 }
                          : undefined
                      }
                    >
                      {cell.text}
                    </span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
