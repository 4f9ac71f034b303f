import { describe, expect, it } from 'vitest';
import { getNumberFormatter } from '../../../sdk/format/numberFormat.js';
import {
  buildCategoryAxis,
  buildDataZoom,
  buildGrid,
  buildLegend,
  buildValueAxis,
  type LayoutOptions,
} from './layout.js';

const layout = (extra: Partial<LayoutOptions> = {}): LayoutOptions => ({
  showLegend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  legendMargin: null,
  zoomable: false,
  horizontal: false,
  ...extra,
});

describe('layout', () => {
  it('makes room for the legend and the zoom slider', () => {
    expect(buildGrid(layout(), false)).toMatchObject({
      top: 50,
      bottom: 20,
      left: 20,
      right: 20,
      outerBoundsMode: 'same',
    });
    expect(
      buildGrid(layout({ legendOrientation: 'left', legendMargin: 90, zoomable: true }), true),
    ).toMatchObject({
      top: 40,
      bottom: 65,
      left: 110,
    });
    expect(buildGrid(layout({ showLegend: false, zoomable: true, horizontal: true }), false)).toMatchObject({
      top: 20,
      right: 65,
    });
  });

  it('places the legend and zoom controls', () => {
    expect(buildLegend(layout({ legendOrientation: 'bottom', legendType: 'plain' }), ['a'])).toMatchObject({
      type: 'plain',
      orient: 'horizontal',
      bottom: 0,
      left: 'center',
      data: ['a'],
    });
    expect(buildDataZoom(layout({ zoomable: true, horizontal: true }))).toEqual([
      { type: 'slider', yAxisIndex: 0, orient: 'vertical', right: 5, filterMode: 'none' },
      { type: 'inside', yAxisIndex: 0, filterMode: 'none' },
    ]);
    expect(buildDataZoom(layout())).toEqual([]);
  });

  it('builds category and value axes', () => {
    const category = buildCategoryAxis({
      xType: 'category',
      xValues: ['x'.repeat(50), 'b'],
      title: '',
      titleMargin: 15,
      rotation: 45,
      timeFormatter: undefined,
      minInterval: undefined,
      horizontal: false,
    });
    expect(category).toMatchObject({
      type: 'category',
      data: ['x'.repeat(50), 'b'],
      axisLabel: { rotate: 45 },
    });
    expect((category.axisLabel as { formatter: (v: string) => string }).formatter('x'.repeat(50))).toBe(
      `${'x'.repeat(40)}...`,
    );
    const value = buildValueAxis({
      formatter: getNumberFormatter('.1%'),
      logAxis: false,
      minorSplitLine: false,
      truncate: false,
      min: 0,
      max: undefined,
      title: 'Share',
      titleMargin: 30,
      titlePosition: 'Left',
    });
    expect(value).toMatchObject({
      type: 'value',
      min: 0,
      name: 'Share',
      nameLocation: 'middle',
      nameGap: 30,
    });
    expect(value).not.toHaveProperty('max');
  });
});
