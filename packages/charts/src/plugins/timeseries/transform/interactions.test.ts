import { describe, expect, it, vi } from 'vitest';
import type { DataMask } from '@sightline/core';
import type { ChartContextMenuEvent } from '../../../sdk/chartPlugin.js';
import {
  buildEventHandlers,
  crossFilterMask,
  type InteractionOptions,
  type InteractiveSeries,
} from './interactions.js';

const boy: InteractiveSeries = { key: 'boy', query: 0, groupby: ['gender'], groupValues: ['boy'] };
const shifted: InteractiveSeries = {
  key: '1 year ago, girl',
  query: 0,
  groupby: ['gender'],
  groupValues: ['girl'],
};
const unknown: InteractiveSeries = { key: '<NULL>', query: 0, groupby: ['gender'], groupValues: ['<NULL>'] };

function setup(extra: Partial<InteractionOptions> = {}) {
  const masks: DataMask[] = [];
  const menus: ChartContextMenuEvent[] = [];
  const handlers = buildEventHandlers({
    series: new Map([
      ['boy', boy],
      ['1 year ago, girl', shifted],
      ['<NULL>', unknown],
    ]),
    xAxisLabel: 'ds',
    xType: 'time',
    horizontal: false,
    formatX: (x) => `x=${String(x)}`,
    hooks: { setDataMask: (mask) => masks.push(mask), onContextMenu: (event) => menus.push(event) },
    ...extra,
  });
  return { handlers, masks, menus };
}

describe('cross-filters', () => {
  it("filters on the clicked series' dimension values", () => {
    const { handlers, masks } = setup();
    handlers.click!({ seriesId: '1 year ago, girl', dataIndex: 1 });
    expect(masks).toEqual([
      {
        extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
        filterState: { label: 'girl', value: [['girl']], selectedValues: ['1 year ago, girl'] },
      },
    ]);
  });

  it('clears the filter when the selected series is clicked again', () => {
    const { handlers, masks } = setup({ filterState: { value: [['boy']], selectedValues: ['boy'] } });
    handlers.click!({ seriesId: 'boy', dataIndex: 0 });
    expect(masks).toEqual([
      { extraFormData: { filters: [] }, filterState: { value: null, selectedValues: null } },
    ]);
  });

  it('selects missing dimension values with IS NULL', () => {
    expect(crossFilterMask(['<NULL>'], [unknown]).extraFormData).toEqual({
      filters: [{ col: 'gender', op: 'IS NULL' }],
    });
  });

  it('does nothing for series without dimensions or annotation series', () => {
    const { handlers, masks } = setup({
      series: new Map([['sum__num', { key: 'sum__num', query: 0, groupby: [], groupValues: [] }]]),
    });
    handlers.click!({ seriesId: 'sum__num', dataIndex: 0 });
    handlers.click!({ seriesId: 'annotation:Trend', dataIndex: 0 });
    expect(masks).toEqual([]);
  });
});

describe('context menu', () => {
  it("reports the point's x value and dimension values", () => {
    const { handlers, menus } = setup();
    const preventDefault = vi.fn();
    handlers.contextmenu!({
      seriesId: 'boy',
      dataIndex: 1,
      value: [978307200000, 129528],
      event: {
        event: { clientX: 40, clientY: 60, preventDefault } as unknown as MouseEvent & {
          preventDefault(): void;
        },
      },
    });
    expect(preventDefault).toHaveBeenCalled();
    expect(menus).toEqual([
      {
        clientX: 40,
        clientY: 60,
        filters: [
          { col: 'ds', op: '==', val: 978307200000, formattedVal: 'x=978307200000' },
          { col: 'gender', op: '==', val: 'boy', formattedVal: 'boy' },
        ],
      },
    ]);
  });
});
