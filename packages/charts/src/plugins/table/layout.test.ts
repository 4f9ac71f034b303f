import { describe, expect, it } from 'vitest';
import { columnWidths, compareCells, rowMatchesSearch, sortRows } from './layout.js';

const text = (value: unknown) => (value === null || value === undefined ? 'N/A' : String(value));
const money = (value: unknown) => (typeof value === 'number' ? `$${value.toFixed(2)}` : 'N/A');

describe('column widths', () => {
  const columns = [
    { key: 'name', label: 'Name', width: null, format: text },
    { key: 'total', label: 'Total', width: null, format: money },
  ];
  const rows = [
    { name: 'Northwind Traders', total: 236706096.24 },
    { name: 'Blue Harbor', total: 5 },
  ];

  it('sizes columns to their widest value and stretches them to fill the width', () => {
    // natural: 17 chars → 148 px; '$236706096.24' 13 chars → 118 px
    expect(columnWidths(columns, rows, 100)).toEqual([148, 118]);
    const filled = columnWidths(columns, rows, 532);
    expect(filled.reduce((a, b) => a + b)).toBe(532);
    expect(filled).toEqual([296, 236]);
  });

  it('keeps configured widths as they are', () => {
    const fixed = [{ ...columns[0]!, width: 90 }, columns[1]!];
    expect(columnWidths(fixed, rows, 400)).toEqual([90, 310]);
  });

  it('has a floor and a ceiling for automatic widths', () => {
    expect(columnWidths([{ key: 'a', label: 'A', width: null, format: () => '' }], [], 0)).toEqual([60]);
    const long = [{ key: 'a', label: 'A', width: null, format: () => 'x'.repeat(500) }];
    expect(columnWidths(long, [{}], 0)).toEqual([360]);
  });
});

describe('client search', () => {
  const columns = [
    { key: 'name', format: text },
    { key: 'total', format: money },
  ];

  it('matches any cell text ignoring case, and the formatted value', () => {
    expect(rowMatchesSearch({ name: 'Northwind', total: 3 }, columns, 'north')).toBe(true);
    expect(rowMatchesSearch({ name: 'Northwind', total: 3 }, columns, '$3.00')).toBe(true);
    expect(rowMatchesSearch({ name: 'Northwind', total: 3 }, columns, 'south')).toBe(false);
    expect(rowMatchesSearch({ name: 'Northwind', total: 3 }, columns, '   ')).toBe(true);
  });
});

describe('header sort', () => {
  const rows = [
    { name: 'item 10', total: 5, ds: '2024-01-02' },
    { name: null, total: null, ds: null },
    { name: 'item 2', total: '40', ds: '2023-12-31' },
    { name: 'Item 1', total: -1, ds: '2024-05-01' },
  ];
  const kinds = { name: 'text', total: 'number', ds: 'time' } as const;
  const kindOf = (key: string) => kinds[key as keyof typeof kinds];

  it('orders text naturally, numbers numerically and times by date, nulls last both ways', () => {
    expect(sortRows(rows, [{ id: 'name', desc: false }], kindOf).map((r) => r.name)).toEqual([
      'Item 1',
      'item 2',
      'item 10',
      null,
    ]);
    expect(sortRows(rows, [{ id: 'total', desc: true }], kindOf).map((r) => r.total)).toEqual([
      '40',
      5,
      -1,
      null,
    ]);
    expect(sortRows(rows, [{ id: 'ds', desc: false }], kindOf).map((r) => r.ds)).toEqual([
      '2023-12-31',
      '2024-01-02',
      '2024-05-01',
      null,
    ]);
  });

  it('keeps the query order without a sort and is stable', () => {
    expect(sortRows(rows, [], kindOf)).toEqual(rows);
    const ties = [
      { k: 1, i: 'a' },
      { k: 1, i: 'b' },
      { k: 0, i: 'c' },
    ];
    expect(sortRows(ties, [{ id: 'k', desc: true }], () => 'number').map((r) => r.i)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('compares mixed values by their text when they are not numbers', () => {
    expect(compareCells('abc', 5, 'number')).toBeGreaterThan(0);
    expect(compareCells(null, null, 'text')).toBe(0);
  });
});
