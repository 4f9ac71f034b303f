import { describe, expect, it } from 'vitest';
import { echarts, type EChartsCoreOption } from './echartsCore.js';
import { optionUpdate, type OptionUpdate } from './optionMerge.js';

/**
 * The model option ECharts ends with: `next` applied with `update` (a plain merge by default) to an
 * instance showing `previous`, or drawn anew.
 */
function modelOption(
  next: EChartsCoreOption,
  previous?: EChartsCoreOption,
  update: OptionUpdate = { notMerge: false, replaceMerge: [] },
): unknown {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
  if (previous) chart.setOption(previous);
  chart.setOption(next, previous ? update : { notMerge: true });
  // Component ids ECharts makes up differ between instances; everything else must match.
  const option = JSON.parse(
    JSON.stringify(chart.getOption(), (key, value: unknown) => (key === 'id' ? undefined : value)),
  ) as unknown;
  chart.dispose();
  return option;
}

const bars = (data: number[], extra: Record<string, unknown> = {}) => ({
  animation: false,
  xAxis: { type: 'category', data: data.map((_, index) => `c${index}`) },
  yAxis: { type: 'value' },
  tooltip: { trigger: 'axis' },
  series: [{ type: 'bar', name: 'count', data, label: { show: true }, ...extra }],
});

describe('optionUpdate', () => {
  const mergeable: [string, EChartsCoreOption, EChartsCoreOption][] = [
    ['new data in every list', bars([1, 2, 3]), bars([4, 5])],
    [
      'a formatter replaced',
      bars([1], { label: { show: true, formatter: () => 'a' } }),
      bars([2], { label: { show: true, formatter: () => 'b' } }),
    ],
    ['keys added', bars([1]), bars([2], { itemStyle: { color: '#f00' } })],
    [
      'two series in the same order',
      {
        xAxis: {},
        yAxis: {},
        series: [
          { type: 'line', name: 'a', data: [[1, 2]] },
          { type: 'line', name: 'b', data: [] },
        ],
      },
      {
        xAxis: {},
        yAxis: {},
        series: [
          { type: 'line', name: 'a', data: [] },
          { type: 'line', name: 'b', data: [[3, 4]] },
        ],
      },
    ],
  ];

  it.each(mergeable)(
    'merges when nothing old survives: %s (ECharts ends where a new draw would)',
    (_name, previous, next) => {
      expect(optionUpdate(previous, next)).toEqual({ notMerge: false, replaceMerge: [] });
      expect(modelOption(next, previous)).toEqual(modelOption(next));
    },
  );

  const rebuilt: [string, EChartsCoreOption, EChartsCoreOption, string[]][] = [
    ['a nested key dropped', bars([1], { itemStyle: { color: '#f00' } }), bars([2]), ['series']],
    [
      'a series fewer',
      {
        xAxis: {},
        yAxis: {},
        series: [
          { type: 'line', name: 'a', data: [] },
          { type: 'line', name: 'b', data: [] },
        ],
      },
      { xAxis: {}, yAxis: {}, series: [{ type: 'line', name: 'a', data: [] }] },
      ['series'],
    ],
    [
      'series renamed, and the legend listing them',
      {
        legend: { data: ['desktop', 'mobile'], type: 'scroll' },
        xAxis: {},
        yAxis: {},
        series: [
          { type: 'line', name: 'desktop', data: [[1, 2]], smooth: true },
          { type: 'line', name: 'mobile', data: [[1, 3]] },
        ],
      },
      {
        legend: { data: ['tablet'], type: 'scroll' },
        xAxis: {},
        yAxis: {},
        series: [{ type: 'line', name: 'tablet', data: [[1, 4]] }],
      },
      ['series'],
    ],
    [
      'series in another order',
      {
        xAxis: {},
        yAxis: {},
        series: [
          { type: 'line', name: 'a', data: [] },
          { type: 'line', name: 'b', data: [], smooth: true },
        ],
      },
      {
        xAxis: {},
        yAxis: {},
        series: [
          { type: 'line', name: 'b', data: [], smooth: true },
          { type: 'line', name: 'a', data: [] },
        ],
      },
      ['series'],
    ],
    [
      'series with ids, two dropped and the one kept merged (a filter on the series column)',
      {
        legend: { data: ['desktop', 'mobile', 'tablet'] },
        xAxis: { type: 'time' },
        yAxis: {},
        series: ['desktop', 'mobile', 'tablet'].map((id) => ({
          id,
          name: id,
          type: 'line',
          stack: 'all',
          areaStyle: {},
          data: [[1, 2]],
        })),
      },
      {
        legend: { data: ['desktop'] },
        xAxis: { type: 'time' },
        yAxis: {},
        series: [
          { id: 'desktop', name: 'desktop', type: 'line', stack: 'all', areaStyle: {}, data: [[1, 5]] },
        ],
      },
      ['series'],
    ],
    [
      'an axis with a key fewer and a series fewer',
      { xAxis: { type: 'value', min: 0 }, yAxis: {}, series: [{ type: 'bar' }, { type: 'bar' }] },
      { xAxis: { type: 'value' }, yAxis: {}, series: [{ type: 'bar' }] },
      ['xAxis', 'series'],
    ],
  ];

  it.each(rebuilt)(
    'rebuilds the component types a merge would leave something old in: %s',
    (_name, previous, next, types) => {
      const update = optionUpdate(previous, next);
      expect(update).toEqual({ notMerge: false, replaceMerge: types });
      expect(modelOption(next, previous)).not.toEqual(modelOption(next));
      expect(modelOption(next, previous, update)).toEqual(modelOption(next));
    },
  );

  const replaced: [string, EChartsCoreOption, EChartsCoreOption][] = [
    ['a top-level component dropped', bars([1]), { ...bars([2]), tooltip: undefined }],
    [
      'a series kept by id at another position (replaceMerge would leave a hole before it)',
      {
        ...bars([1]),
        series: [
          { id: 'a', type: 'bar' },
          { id: 'b', type: 'bar' },
        ],
      },
      { ...bars([2]), series: [{ id: 'b', type: 'bar' }] },
    ],
    [
      'a series kept by id losing a key',
      { ...bars([1]), series: [{ id: 'a', type: 'bar', data: [1], label: { show: true } }, { type: 'bar' }] },
      { ...bars([2]), series: [{ id: 'a', type: 'bar', data: [2] }] },
    ],
    ['a list that is no component', { ...bars([1]), color: ['#a', '#b'] }, { ...bars([2]), color: ['#c'] }],
    [
      'a plain object that is no component',
      { ...bars([1]), textStyle: { fontSize: 14 } },
      { ...bars([2]), textStyle: {} },
    ],
  ];

  it.each(replaced)('replaces the whole option when no rebuild would do: %s', (_name, previous, next) => {
    expect(optionUpdate(previous, next)).toEqual({ notMerge: true });
    expect(modelOption(next, previous)).not.toEqual(modelOption(next));
  });

  it('replaces when a component turns into a scalar or an item kept by id loses a key; lists of scalars keep their length', () => {
    expect(optionUpdate({ legend: { show: true } }, { legend: true })).toEqual({ notMerge: true });
    expect(optionUpdate({ color: ['#a', '#b'] }, { color: ['#a'] })).toEqual({ notMerge: true });
    expect(optionUpdate({ color: ['#a', '#b'] }, { color: ['#c', '#d'] })).toMatchObject({ notMerge: false });
    expect(optionUpdate({ title: { text: 'a' } }, { title: [{ text: 'b' }] })).toMatchObject({
      notMerge: false,
    });
    expect(optionUpdate({ series: [{ id: 'x' }] }, { series: [{ id: 'y' }] })).toEqual({
      notMerge: false,
      replaceMerge: ['series'],
    });
    expect(optionUpdate({ series: [{ id: 'x', smooth: true }] }, { series: [{ id: 'x' }, {}] })).toEqual({
      notMerge: true,
    });
  });

  it('ignores keys the old option left empty', () => {
    expect(optionUpdate({ series: [], legend: undefined }, { series: [] })).toEqual({
      notMerge: false,
      replaceMerge: [],
    });
  });
});
