// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDERS_DATASOURCE } from '../../sdk/testing/ordersDatasource.js';
import { pivotTableFormDataSchema } from './formData.js';
import PivotTableChart from './PivotTableChart.js';
import { ORDERS_PIVOT_RESPONSE } from './testing/fixtures.js';
import { transformProps } from './transformProps.js';

afterEach(cleanup);

const draw = (hooks = {}) =>
  render(
    <PivotTableChart
      {...transformProps({
        formData: pivotTableFormDataSchema.parse({
          datasource: '2__table',
          viz_type: 'pivot_table_v2',
          groupbyRows: ['region', 'product_line'],
          groupbyColumns: ['deal_size'],
          metrics: ['count'],
          rowSubTotals: true,
          colTotals: true,
        }),
        queriesData: ORDERS_PIVOT_RESPONSE,
        width: 800,
        height: 600,
        datasource: ORDERS_DATASOURCE,
        hooks,
      })}
    />,
  );

describe('PivotTableChart', () => {
  it('merges row headers over their group and labels subtotals and totals', () => {
    draw();
    const apac = screen.getByText('APAC') as HTMLTableCellElement;
    expect(apac.rowSpan).toBe(4);
    expect(screen.getAllByText('Subtotal')).toHaveLength(2);
    expect((screen.getByText('Total (Sum)') as HTMLTableCellElement).colSpan).toBe(2);
    expect(screen.getByText('243,628')).toBeTruthy();
  });

  it('cross-filters on a dimension header and drills to detail from a cell', () => {
    const setDataMask = vi.fn();
    const onContextMenu = vi.fn();
    draw({ setDataMask, onContextMenu });
    fireEvent.click(screen.getByRole('columnheader', { name: 'Large' }));
    expect(setDataMask.mock.lastCall![0].extraFormData.filters).toEqual([
      { col: 'deal_size', op: 'IN', val: ['Large'] },
    ]);
    fireEvent.click(screen.getByRole('columnheader', { name: 'COUNT(*)' }));
    expect(setDataMask).toHaveBeenCalledTimes(1);
    fireEvent.contextMenu(screen.getByText('54,873'), { clientX: 1, clientY: 2 });
    expect(onContextMenu.mock.lastCall![0].filters.map((f: { val: unknown }) => f.val)).toEqual([
      'APAC',
      'Classic Cars',
      'Medium',
    ]);
  });
});
