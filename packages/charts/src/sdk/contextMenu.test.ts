import { describe, expect, it } from 'vitest';
import {
  contextMenuFilter,
  emitContextMenu,
  groupbyContextFilters,
  pointContextFilters,
} from './contextMenu.js';
import type { PointValue } from './crossFilter.js';

describe('drill-to-detail filters', () => {
  it('selects one value by equality, a missing one by IS NULL', () => {
    expect(contextMenuFilter('region', 'EMEA', 'EMEA')).toEqual({
      col: 'region',
      op: '==',
      val: 'EMEA',
      formattedVal: 'EMEA',
    });
    expect(contextMenuFilter('region', undefined, 'N/A')).toEqual({
      col: 'region',
      op: 'IS NULL',
      val: null,
      formattedVal: 'N/A',
    });
  });

  it('names group-by columns by their labels', () => {
    const adhoc = { sqlExpression: 'upper(name)', label: 'NAME' };
    expect(
      groupbyContextFilters([adhoc, 'gender'], { values: ['X', null], formatted: ['X', '<NULL>'] }),
    ).toEqual([
      { col: 'NAME', op: '==', val: 'X', formattedVal: 'X' },
      { col: 'gender', op: 'IS NULL', val: null, formattedVal: '<NULL>' },
    ]);
  });

  it("reports a right-click with the point's filters and suppresses the browser menu", () => {
    const point: PointValue[] = [
      { column: { sqlExpression: 'upper(name)', label: 'NAME' }, value: 'X', formatted: 'X' },
    ];
    expect(pointContextFilters(point)).toEqual([{ col: 'NAME', op: '==', val: 'X', formattedVal: 'X' }]);
    const events: unknown[] = [];
    let prevented = 0;
    emitContextMenu(
      { onContextMenu: (event) => events.push(event) },
      { clientX: 5, clientY: 6, preventDefault: () => (prevented += 1) },
      point,
    );
    expect(prevented).toBe(1);
    expect(events).toEqual([
      { clientX: 5, clientY: 6, filters: [{ col: 'NAME', op: '==', val: 'X', formattedVal: 'X' }] },
    ]);
  });
});
