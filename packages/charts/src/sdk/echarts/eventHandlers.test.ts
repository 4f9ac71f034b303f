import type { DataMask } from '@sightline/core';
import { describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent } from '../chartPlugin.js';
import type { EChartEventParams } from './EChart.js';
import { groupbyEventHandlers, pointEventHandlers } from './eventHandlers.js';

const points = new Map([['APAC', { values: ['APAC'], formatted: ['APAC'] }]]);

function handlers(groupby: string[] = ['region']) {
  const setDataMask = vi.fn<(mask: DataMask) => void>();
  const onContextMenu = vi.fn<(event: ChartContextMenuEvent) => void>();
  const chart = groupbyEventHandlers({
    groupby,
    points,
    selected: null,
    hooks: { setDataMask, onContextMenu },
  });
  return { setDataMask, onContextMenu, click: chart.click!, contextmenu: chart.contextmenu! };
}

const rightClick = (name: string): EChartEventParams => ({
  name,
  event: { event: Object.assign(new Event('contextmenu'), { clientX: 3, clientY: 4 }) as never },
});

describe('groupbyEventHandlers', () => {
  it('cross-filters on a known point, and not without group-by columns', () => {
    const chart = handlers();
    chart.click({ name: 'APAC' });
    chart.click({ name: 'EMEA' });
    expect(chart.setDataMask).toHaveBeenCalledTimes(1);
    expect(chart.setDataMask.mock.calls[0]![0].filterState).toMatchObject({ selectedValues: ['APAC'] });
    const ungrouped = handlers([]);
    ungrouped.click({ name: 'APAC' });
    expect(ungrouped.setDataMask).not.toHaveBeenCalled();
  });

  it('reports the right-clicked point and always suppresses the browser menu', () => {
    const chart = handlers();
    const params = rightClick('APAC');
    const preventDefault = vi.spyOn(params.event!.event!, 'preventDefault');
    chart.contextmenu(params);
    expect(preventDefault).toHaveBeenCalled();
    expect(chart.onContextMenu).toHaveBeenCalledWith({
      clientX: 3,
      clientY: 4,
      filters: [{ col: 'region', op: '==', val: 'APAC', formattedVal: 'APAC' }],
    });
    chart.contextmenu(rightClick('EMEA'));
    expect(chart.onContextMenu).toHaveBeenCalledTimes(1);
  });
});

describe('pointEventHandlers', () => {
  const point = [{ column: 'region', value: 'APAC', formatted: 'APAC' }];
  const pointOf = (params: EChartEventParams) =>
    params.name === 'APAC' ? point : params.name === '' ? [] : undefined;

  it('cross-filters on a point with values and reports right-clicks', () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    const onContextMenu = vi.fn<(event: ChartContextMenuEvent) => void>();
    const chart = pointEventHandlers(pointOf, { setDataMask, onContextMenu }, []);
    chart.click!({ name: 'APAC' });
    chart.click!({ name: '' });
    chart.click!({ name: 'EMEA' });
    expect(setDataMask).toHaveBeenCalledTimes(1);
    expect(setDataMask.mock.calls[0]![0].filterState).toMatchObject({ selectedValues: ['["APAC"]'] });
    chart.contextmenu!(rightClick('APAC'));
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 3,
      clientY: 4,
      filters: [{ col: 'region', op: '==', val: 'APAC', formattedVal: 'APAC' }],
    });
  });
});
