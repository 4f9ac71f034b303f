import { describe, expect, it } from 'vitest';
import { getNumberFormatter } from '../../../sdk/format/numberFormat.js';
import type { RawSeries } from './seriesData.js';
import { buildSeriesOption, type SeriesDrawing, type SeriesStyle } from './seriesOption.js';
import { stackTotals } from './stacking.js';

const series = (values: (number | null)[]): RawSeries => ({
  key: 'boy',
  name: 'boy',
  labels: ['boy'],
  values,
});
const entry = series([10, null, 30]);
const xValues = [1, 2, 3];
const style = (extra: Partial<SeriesStyle> = {}): SeriesStyle => ({
  seriesType: 'line',
  area: false,
  areaOpacity: 0.2,
  markerEnabled: false,
  markerSize: 6,
  stack: null,
  showValue: false,
  onlyTotal: false,
  yAxisIndex: 0,
  richTooltip: true,
  horizontal: false,
  ...extra,
});
const drawing = (extra: Partial<SeriesDrawing> = {}): SeriesDrawing => ({
  id: 'boy',
  name: 'boy',
  color: '#1F77B4',
  dashed: false,
  selected: true,
  stackId: undefined,
  stackIndex: 0,
  formatter: getNumberFormatter(',d'),
  totals: stackTotals([entry, series([5, 5, 5])], 3, 0),
  ...extra,
});

type Label = {
  show: boolean;
  position: string;
  formatter: (p: { value: unknown; dataIndex: number }) => string;
};

describe('buildSeriesOption', () => {
  it('draws a plain line of [x, y] points without symbols', () => {
    expect(buildSeriesOption(entry, xValues, style(), drawing())).toMatchObject({
      id: 'boy',
      name: 'boy',
      type: 'line',
      smooth: false,
      showSymbol: false,
      data: [
        [1, 10],
        [2, null],
        [3, 30],
      ],
      itemStyle: { color: '#1F77B4', opacity: 1 },
      lineStyle: { opacity: 1 },
    });
  });

  it('draws smooth and step lines, areas, markers and dashed comparisons', () => {
    const smooth = buildSeriesOption(entry, xValues, style({ seriesType: 'smooth' }), drawing());
    const step = buildSeriesOption(entry, xValues, style({ seriesType: 'middle' }), drawing());
    const area = buildSeriesOption(
      entry,
      xValues,
      style({ area: true, areaOpacity: 0.4, markerEnabled: true, markerSize: 9 }),
      drawing({ dashed: true, selected: false }),
    );
    expect(smooth).toMatchObject({ type: 'line', smooth: true });
    expect(step).toMatchObject({ type: 'line', step: 'middle' });
    expect(area).toMatchObject({
      showSymbol: true,
      symbolSize: 9,
      areaStyle: { opacity: 0.12 },
      lineStyle: { type: 'dashed', opacity: 0.3 },
    });
  });

  it('keeps invisible symbols to hover when the tooltip is per item', () => {
    expect(buildSeriesOption(entry, xValues, style({ richTooltip: false }), drawing())).toMatchObject({
      showSymbol: true,
      itemStyle: { opacity: 0 },
      emphasis: { itemStyle: { opacity: 1 } },
    });
  });

  it('draws horizontal bars as [value, category] and scatter points', () => {
    const bar = buildSeriesOption(
      entry,
      ['a', 'b', 'c'],
      style({ seriesType: 'bar', horizontal: true }),
      drawing(),
    );
    expect(bar).toMatchObject({
      type: 'bar',
      data: [
        [10, 'a'],
        [null, 'b'],
        [30, 'c'],
      ],
    });
    expect(
      buildSeriesOption(entry, xValues, style({ seriesType: 'scatter', markerSize: 4 }), drawing()),
    ).toMatchObject({
      type: 'scatter',
      symbolSize: 4,
    });
  });

  it('labels values, only the stack total, or values above the threshold', () => {
    const label = (extra: Partial<SeriesStyle>, d: Partial<SeriesDrawing> = {}) =>
      (
        buildSeriesOption(entry, xValues, style({ showValue: true, ...extra }), drawing(d)) as {
          label: Label;
        }
      ).label;
    expect(label({}).formatter({ value: [1, 10], dataIndex: 0 })).toBe('10');
    const total = label({ stack: 'Stack', onlyTotal: true, seriesType: 'bar' }, { stackIndex: 1 });
    expect(total.position).toBe('top');
    expect(total.formatter({ value: [1, 5], dataIndex: 0 })).toBe('15');
    const thresholds = stackTotals([entry, series([5, 5, 5])], 3, 40);
    const above = label({ stack: 'Stack', seriesType: 'bar' }, { totals: thresholds });
    expect(above.position).toBe('inside');
    expect(above.formatter({ value: [1, 10], dataIndex: 0 })).toBe('10');
    expect(above.formatter({ value: [1, 5], dataIndex: 0 })).toBe('');
  });
});
