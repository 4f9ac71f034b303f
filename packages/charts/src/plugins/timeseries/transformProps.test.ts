import { beforeEach, describe, expect, it } from 'vitest';
import type { DataMask } from '@sightline/core';
import type { ChartDataResult, ChartProps } from '../../sdk/chartPlugin.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import { timeseriesFormDataSchema, type TimeseriesFormData } from './formData.js';
import {
  ANNOTATED_MONTHLY_REVENUE,
  BIRTHS_BY_GENDER,
  BIRTHS_TIME_SHIFT,
  BIRTHS_TWO_METRICS,
  DEAL_SIZE_BY_PRODUCT_LINE,
  MONTHLY_REVENUE,
  QUARTERLY_SHARE,
} from './testing/responses.js';
import { transformProps } from './transformProps.js';

const props = (
  raw: Record<string, unknown>,
  result: ChartDataResult,
  extra: Partial<ChartProps<TimeseriesFormData>> = {},
): ChartProps<TimeseriesFormData> => ({
  formData: timeseriesFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'echarts_timeseries_line',
    ...raw,
  }),
  queriesData: [result],
  width: 800,
  height: 400,
  hooks: {},
  ...extra,
});
const births = { x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: ['sum__num'], groupby: ['gender'] };

type Option = Record<string, unknown> & {
  series: Record<string, unknown>[];
  xAxis: Record<string, unknown>;
  yAxis: Record<string, unknown>;
  legend: Record<string, unknown>;
  tooltip: { formatter: (params: unknown) => string };
};
const optionOf = (p: ChartProps<TimeseriesFormData>) => transformProps(p).option as Option;

beforeEach(() => resetLabelColors());

describe('time-series transformProps', () => {
  it('draws one line per dimension value on a time axis, biggest series first', () => {
    const result = transformProps(props(births, BIRTHS_BY_GENDER));
    const option = result.option as Option;
    expect(result).toMatchObject({ width: 800, height: 400, dataSize: 8 });
    expect(option.useUTC).toBe(true);
    expect(option.xAxis).toMatchObject({ type: 'time', minInterval: 31_536_000_000 });
    expect(option.yAxis).toMatchObject({ type: 'value', scale: false });
    expect(option.series.map((s) => [s.id, s.type, s.itemStyle])).toEqual([
      ['boy', 'line', { color: '#1F77B4', opacity: 1 }],
      ['girl', 'line', { color: '#FF7F0E', opacity: 1 }],
    ]);
    expect(option.series[1]!.data).toEqual([
      [946684800000, 120815],
      [978307200000, 120570],
      [1009843200000, 120893],
      [1041379200000, 120316],
    ]);
    expect(option.legend).toMatchObject({ show: true, type: 'scroll', top: 0, data: ['boy', 'girl'] });
  });

  it("keeps a label's color across charts of one dashboard and honours forced colors", () => {
    const first = optionOf(props(births, BIRTHS_BY_GENDER, { colorNamespace: 'dash-1' }));
    const second = optionOf(
      props({ ...births, sort_series_type: 'name', sort_series_ascending: false }, BIRTHS_BY_GENDER, {
        colorNamespace: 'dash-1',
        labelColors: { boy: '#000000' },
      }),
    );
    expect(first.series.map((s) => (s.itemStyle as { color: string }).color)).toEqual(['#1F77B4', '#FF7F0E']);
    expect(second.series.map((s) => [s.name, (s.itemStyle as { color: string }).color])).toEqual([
      ['girl', '#FF7F0E'],
      ['boy', '#000000'],
    ]);
  });

  it('draws time-shifted series dashed, in the color of the series they copy', () => {
    const option = optionOf(props({ ...births, time_compare: ['1 year ago'] }, BIRTHS_TIME_SHIFT));
    const style = (id: string) => {
      const series = option.series.find((s) => s.id === id)!;
      return [(series.itemStyle as { color: string }).color, (series.lineStyle as { type?: string }).type];
    };
    expect(option.series.map((s) => s.name)).toEqual(['boy', '1 year ago, boy', 'girl', '1 year ago, girl']);
    expect(style('boy')).toEqual(['#1F77B4', undefined]);
    expect(style('1 year ago, boy')).toEqual(['#1F77B4', 'dashed']);
    expect(style('1 year ago, girl')).toEqual(style('girl').slice(0, 1).concat('dashed'));
  });

  it('formats the rich tooltip with the time and every series at that time', () => {
    const option = optionOf(props({ ...births, y_axis_format: ',d' }, BIRTHS_BY_GENDER));
    const html = option.tooltip.formatter([
      {
        seriesId: 'boy',
        seriesName: 'boy',
        marker: '',
        value: [946684800000, 131061],
        axisValue: 946684800000,
      },
      {
        seriesId: 'girl',
        seriesName: 'girl',
        marker: '',
        value: [946684800000, 120815],
        axisValue: 946684800000,
      },
    ]);
    expect(html).toBe(
      '<div style="font-weight:600">2000</div><div>boy: <b>131,061</b></div><div>girl: <b>120,815</b></div>',
    );
  });

  it('draws bars on a time axis with the number format on the y-axis', () => {
    const option = optionOf(
      props(
        {
          x_axis: 'order_date',
          time_grain_sqla: 'P1M',
          metrics: ['sum__sales'],
          y_axis_format: '$,.0f',
          seriesType: 'bar',
        },
        MONTHLY_REVENUE,
      ),
    );
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ id: 'sum__sales', type: 'bar' });
    expect((option.series[0]!.data as unknown[])[0]).toEqual([1704067200000, 129511750.13000003]);
    const axisLabel = option.yAxis.axisLabel as { formatter: (v: number) => string };
    expect(axisLabel.formatter(150000000)).toBe('$150,000,000');
  });

  it('stacks horizontal bars over a string x-axis sorted by total', () => {
    const option = optionOf(
      props(
        {
          x_axis: 'product_line',
          metrics: ['sum__sales'],
          groupby: ['deal_size'],
          seriesType: 'bar',
          orientation: 'horizontal',
          stack: 'Stack',
          x_axis_sort_series: 'sum',
          x_axis_sort_series_ascending: false,
        },
        DEAL_SIZE_BY_PRODUCT_LINE,
      ),
    );
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true });
    expect((option.yAxis.data as string[]).slice(0, 3)).toEqual([
      'Classic Cars',
      'Vintage Cars',
      'Motorcycles',
    ]);
    expect(option.xAxis).toMatchObject({ type: 'value' });
    expect(option.series.map((s) => [s.name, s.stack])).toEqual([
      ['Medium', 'stack'],
      ['Small', 'stack'],
      ['Large', 'stack'],
    ]);
    expect((option.series[0]!.data as unknown[][])[0]).toEqual([1167198360.8600073, 'Classic Cars']);
  });

  it('shows row contributions as percentages on a 0-100% stacked axis', () => {
    const option = optionOf(
      props(
        {
          x_axis: 'order_date',
          metrics: ['sum__sales'],
          groupby: ['product_line'],
          contributionMode: 'row',
          stack: 'Stack',
          area: true,
        },
        QUARTERLY_SHARE,
      ),
    );
    expect(option.yAxis).toMatchObject({ min: 0, max: 1 });
    expect((option.yAxis.axisLabel as { formatter: (v: number) => string }).formatter(0.25)).toBe('25%');
    expect(option.series[0]).toMatchObject({ name: 'Classic Cars', areaStyle: { opacity: 0.2 } });
  });

  it('adds a centred baseline for a stream', () => {
    const option = optionOf(props({ ...births, stack: 'Stream', area: true }, BIRTHS_BY_GENDER));
    expect(option.series[0]).toMatchObject({ id: 'stream-baseline', stack: 'stack', stackStrategy: 'all' });
    expect((option.series[0]!.data as number[][])[0]).toEqual([946684800000, -(131061 + 120815) / 2]);
    expect(option.legend.data as string[]).toEqual(['boy', 'girl']);
  });

  it('applies legend, zoom, titles, bounds, log axis and label rotation', () => {
    const option = optionOf(
      props(
        {
          x_axis: 'ds',
          metrics: ['sum__num_boys', 'sum__num_girls'],
          legendOrientation: 'right',
          legendType: 'plain',
          zoomable: true,
          x_axis_title: 'Year',
          x_axis_title_margin: 30,
          y_axis_title: 'Births',
          y_axis_title_position: 'Top',
          y_axis_bounds: ['100', null],
          logAxis: true,
          minorSplitLine: true,
          truncateYAxis: true,
          xAxisLabelRotation: 45,
          x_axis_time_format: '%Y',
        },
        BIRTHS_TWO_METRICS,
      ),
    );
    expect(option.legend).toMatchObject({ type: 'plain', orient: 'vertical', right: 0 });
    expect(option.grid).toMatchObject({ right: 180, top: 40, bottom: 65 });
    expect(option.dataZoom).toMatchObject([
      { type: 'slider', xAxisIndex: 0 },
      { type: 'inside', xAxisIndex: 0 },
    ]);
    expect(option.xAxis).toMatchObject({ name: 'Year', nameGap: 30, axisLabel: { rotate: 45 } });
    expect(
      (option.xAxis.axisLabel as { formatter: (v: number) => string }).formatter(Date.UTC(2011, 0, 1)),
    ).toBe('2011');
    expect(option.yAxis).toMatchObject({
      type: 'log',
      min: 100,
      scale: true,
      name: 'Births',
      nameLocation: 'end',
      minorSplitLine: { show: true },
    });
    expect(option.series.map((s) => s.name)).toEqual(['sum__num_boys', 'sum__num_girls']);
  });

  it("names metric series by the dataset's verbose names", () => {
    const datasource = {
      id: 1,
      type: 'table',
      columns: [],
      metrics: [
        { metric_name: 'sum__num_boys', verbose_name: 'Boys born' },
        { metric_name: 'sum__num_girls', verbose_name: 'Girls born', d3format: ',d' },
      ],
    };
    const result = transformProps(
      props({ x_axis: 'ds', metrics: ['sum__num_boys', 'sum__num_girls'] }, BIRTHS_TWO_METRICS, {
        datasource,
      }),
    );
    const option = result.option as Option;
    expect(option.series.map((s) => [s.id, s.name])).toEqual([
      ['sum__num_boys', 'Boys born'],
      ['sum__num_girls', 'Girls born'],
    ]);
    expect(option.legend.data).toEqual(['Boys born', 'Girls born']);
  });

  it('truncates long legend names and fades series outside the cross-filter', () => {
    const longName = 'A dimension value that is much longer than forty-two characters';
    const result: ChartDataResult = {
      colnames: ['ds', longName, 'short'],
      coltypes: [2, 0, 0],
      rowcount: 1,
      data: [{ ds: 0, [longName]: '5', short: null }],
    };
    const option = optionOf(props(births, result, { filterState: { selectedValues: ['short'] } }));
    const legend = option.legend as { formatter: (name: string) => string };
    expect(legend.formatter(longName)).toBe('A dimension value that is much longer th...');
    expect(option.series.map((s) => [s.name, (s.lineStyle as { opacity: number }).opacity])).toEqual([
      [longName, 0.3],
      ['short', 1],
    ]);
    expect(option.series[0]!.data).toEqual([[0, 5]]);
  });

  it('cross-filters on click and draws annotation layers over the data', () => {
    const masks: DataMask[] = [];
    const result = transformProps(
      props(
        {
          ...births,
          annotation_layers: [{ name: 'Goal', annotationType: 'FORMULA', value: '125000', color: '#123456' }],
        },
        BIRTHS_BY_GENDER,
        { hooks: { setDataMask: (mask) => masks.push(mask) } },
      ),
    );
    result.eventHandlers!.click!({ seriesId: 'girl', dataIndex: 0 });
    expect(masks[0]!.extraFormData).toEqual({ filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] });
    const option = result.option as Option;
    expect(option.series.at(-1)).toMatchObject({
      id: 'annotation:Goal',
      data: [
        [946684800000, 125000],
        [978307200000, 125000],
        [1009843200000, 125000],
        [1041379200000, 125000],
      ],
      itemStyle: { color: '#123456' },
    });
    expect(option.legend.data).toEqual(['boy', 'girl', 'Goal']);
  });

  it("draws the server's event and interval annotation records as mark lines and areas", () => {
    const layers = [
      {
        name: 'Record days',
        annotationType: 'EVENT',
        sourceType: 'table',
        value: 36,
        showLabel: true,
        timeColumn: 'day',
        titleColumn: 'title',
        color: '#D62728',
        style: 'dashed',
        width: 2,
      },
      {
        name: 'Peak months',
        annotationType: 'INTERVAL',
        sourceType: 'table',
        value: 37,
        timeColumn: 'start',
        intervalEndColumn: 'end',
        titleColumn: 'title',
        opacity: 'opacityLow',
      },
    ];
    const option = optionOf(
      props(
        { x_axis: 'order_date', metrics: ['sum__sales'], seriesType: 'bar', annotation_layers: layers },
        ANNOTATED_MONTHLY_REVENUE,
        { labelColors: { 'Peak months': '#2CA02C' } },
      ),
    );
    const events = option.series.filter((s) => s.markLine);
    const intervals = option.series.filter((s) => s.markArea);
    expect(events.map((s) => (s.markLine as { data: unknown[] }).data)).toEqual([
      [{ name: 'Record days - Record day', xAxis: 1765584000000 }],
      [{ name: 'Record days - Record day', xAxis: 1765238400000 }],
      [{ name: 'Record days - Record day', xAxis: 1765843200000 }],
    ]);
    expect(events[0]!.markLine).toMatchObject({
      lineStyle: { color: '#D62728', type: 'dashed', width: 2 },
      label: { show: true, position: 'insideEndTop' },
    });
    expect(intervals.map((s) => s.markArea)).toMatchObject([
      {
        itemStyle: { color: '#2CA02C', opacity: 0.2 },
        data: [[{ name: 'Peak months - Peak month', xAxis: 1764547200000 }, { xAxis: 1767225600000 }]],
      },
      { data: [[{ xAxis: 1733011200000 }, { xAxis: 1735689600000 }]] },
    ]);
    expect(option.legend.data).toEqual(['sum__sales']);
  });
});

describe('time-series transformProps with many points', () => {
  const HOUR = 3_600_000;
  const hourly = (count: number): ChartDataResult => ({
    colnames: ['ds', 'mobile', 'desktop'],
    coltypes: [2, 0, 0],
    rowcount: count,
    annotation_data: {},
    data: Array.from({ length: count }, (_, i) => ({ ds: i * HOUR, mobile: i % 97, desktop: i % 89 })),
  });
  const hours = { x_axis: 'ds', time_grain_sqla: 'PT1H', metrics: ['count'], groupby: ['device'] };
  const largeKeys = (series: Record<string, unknown>) =>
    Object.fromEntries(['large', 'largeThreshold', 'sampling'].map((key) => [key, series[key]]));

  it('draws 5,000-point bars as large bars and lines and areas downsampled with LTTB', () => {
    const bars = optionOf(props({ ...hours, seriesType: 'bar' }, hourly(5000)));
    expect(bars.series.map(largeKeys)).toEqual(
      Array(2).fill({ large: true, largeThreshold: 2000, sampling: undefined }),
    );
    for (const raw of [{}, { area: true, stack: 'Stack' }, { seriesType: 'start' }]) {
      const lines = optionOf(props({ ...hours, ...raw }, hourly(5000)));
      expect(lines.series.map(largeKeys)).toEqual(
        Array(2).fill({ large: undefined, largeThreshold: undefined, sampling: 'lttb' }),
      );
    }
  });

  it('keeps charts of up to 2,000 points without the large-data options', () => {
    for (const seriesType of ['bar', 'line', 'scatter']) {
      const option = optionOf(props({ ...hours, seriesType }, hourly(2000)));
      expect(option.series.map(largeKeys)).toEqual(
        Array(2).fill({ large: undefined, largeThreshold: undefined, sampling: undefined }),
      );
    }
  });
});
