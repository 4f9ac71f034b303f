import { describe, expect, it } from 'vitest';
import { echarts, type EChartsCoreOption } from './echartsCore.js';
import { canMergeOption } from './optionMerge.js';

/** The model option ECharts ends with: `next` merged into an instance showing `previous`, or drawn anew. */
function modelOption(next: EChartsCoreOption, previous?: EChartsCoreOption): unknown {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: 400, height: 300 });
  if (previous) chart.setOption(previous);
  chart.setOption(next, { notMerge: !previous });
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

describe('canMergeOption', () => {
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
      expect(canMergeOption(previous, next)).toBe(true);
      expect(modelOption(next, previous)).toEqual(modelOption(next));
    },
  );

  const replaced: [string, EChartsCoreOption, EChartsCoreOption][] = [
    ['a nested key dropped', bars([1], { itemStyle: { color: '#f00' } }), bars([2])],
    ['a top-level component dropped', bars([1]), { ...bars([2]), tooltip: undefined }],
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
    ],
  ];

  it.each(replaced)('replaces when a merge would keep something old: %s', (_name, previous, next) => {
    expect(canMergeOption(previous, next)).toBe(false);
    expect(modelOption(next, previous)).not.toEqual(modelOption(next));
  });

  it('replaces when a component turns into a scalar or a list changes length', () => {
    expect(canMergeOption({ legend: { show: true } }, { legend: true })).toBe(false);
    expect(canMergeOption({ color: ['#a', '#b'] }, { color: ['#a'] })).toBe(false);
    expect(canMergeOption({ color: ['#a', '#b'] }, { color: ['#c', '#d'] })).toBe(true);
    expect(canMergeOption({ title: { text: 'a' } }, { title: [{ text: 'b' }] })).toBe(true);
    expect(canMergeOption({ series: [{ id: 'x' }] }, { series: [{ id: 'y' }] })).toBe(false);
  });

  it('ignores keys the old option left empty', () => {
    expect(canMergeOption({ series: [], legend: undefined }, { series: [] })).toBe(true);
  });
});
