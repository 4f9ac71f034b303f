import type { DataMask } from '@sightline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult, ChartDatasource } from '../../sdk/chartPlugin.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import { pieFormDataSchema } from './formData.js';
import { transformProps } from './transformProps.js';

/** POST /api/v1/chart/data on the example orders: revenue by region (sort by metric, row limit 100). */
const REVENUE_BY_REGION: ChartDataResult = {
  colnames: ['region', 'sum__sales'],
  coltypes: [1, 0],
  rowcount: 4,
  data: [
    { region: 'EMEA', sum__sales: 2061794033.9099965 },
    { region: 'APAC', sum__sales: 978152614.8200067 },
    { region: 'North America', sum__sales: 620758190.6100016 },
    { region: 'LATAM', sum__sales: 602952261.6200058 },
  ],
};

/** The same call on birth_names grouped by the `ds` date and gender (row limit 3). */
const BIRTHS_BY_YEAR_AND_GENDER: ChartDataResult = {
  colnames: ['ds', 'gender', 'sum__num'],
  coltypes: [2, 1, 0],
  rowcount: 3,
  data: [
    { ds: 631152000000, gender: 'boy', sum__num: 137062 },
    { ds: 725846400000, gender: 'boy', sum__num: 137009 },
    { ds: 694224000000, gender: 'boy', sum__num: 136368 },
  ],
};

const ORDERS: ChartDatasource = {
  id: 2,
  type: 'table',
  columns: [{ column_name: 'region' }],
  metrics: [
    { metric_name: 'sum__sales', d3format: '$,.2f', currency: { symbol: 'EUR', symbolPosition: 'suffix' } },
  ],
};

interface PieSeries {
  radius: string[];
  minShowLabelAngle: number;
  top: number;
  labelLine: { show: boolean };
  label: { show: boolean; position: string; formatter: (p: { name: string; value: unknown }) => string };
  data: { name: string; value: number; itemStyle: { color: string; opacity: number } }[];
}

function pie(
  formData: Record<string, unknown> = {},
  result: ChartDataResult = REVENUE_BY_REGION,
  extra: { filterState?: { selectedValues?: unknown }; datasource?: ChartDatasource } = {},
) {
  const setDataMask = vi.fn<(mask: DataMask) => void>();
  const onContextMenu = vi.fn<(event: ChartContextMenuEvent) => void>();
  const props = transformProps({
    formData: pieFormDataSchema.parse({
      datasource: '2__table',
      viz_type: 'pie',
      groupby: ['region'],
      metric: 'sum__sales',
      ...formData,
    }),
    queriesData: [result],
    width: 600,
    height: 400,
    hooks: { setDataMask, onContextMenu },
    ...extra,
  });
  const series = (props.option.series as PieSeries[])[0]!;
  return { props, series, setDataMask, onContextMenu };
}

const event = (name: string): EChartEventParams => ({
  name,
  event: { event: Object.assign(new Event('contextmenu'), { clientX: 120, clientY: 80 }) as never },
});

beforeEach(() => resetLabelColors());

describe('pie transformProps', () => {
  it('draws one slice per region in query order, colored by label', () => {
    const { props, series } = pie();
    expect(series.data.map((d) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['EMEA', 2061794033.9099965, '#1F77B4'],
      ['APAC', 978152614.8200067, '#FF7F0E'],
      ['North America', 620758190.6100016, '#2CA02C'],
      ['LATAM', 602952261.6200058, '#D62728'],
    ]);
    expect(props.dataSize).toBe(4);
    expect(props.option.legend).toMatchObject({
      type: 'scroll',
      orient: 'horizontal',
      top: 0,
      data: ['EMEA', 'APAC', 'North America', 'LATAM'],
    });
  });

  it('gives a label the same color in every chart of a dashboard', () => {
    const first = pie({ groupby: ['region'] }, REVENUE_BY_REGION).series.data[2]!.itemStyle.color;
    const reordered: ChartDataResult = { ...REVENUE_BY_REGION, data: [...REVENUE_BY_REGION.data].reverse() };
    const again = pie({}, reordered).series.data.find((d) => d.name === 'North America')!;
    expect(again.itemStyle.color).toBe(first);
  });

  it('labels slices with the chosen label type, number format and percent of the whole', () => {
    const { series } = pie({ label_type: 'key_value_percent', number_format: '$,.0f' });
    const emea = series.data[0]!;
    expect(series.label.formatter(emea)).toBe('EMEA: $2,061,794,034 (48.36%)');
    const label = (label_type: string) => pie({ label_type }).series.label.formatter(emea);
    expect(label('key')).toBe('EMEA');
    expect(label('value')).toBe('2.06B');
    expect(label('percent')).toBe('48.36%');
    expect(label('key_value')).toBe('EMEA: 2.06B');
    expect(label('key_percent')).toBe('EMEA: 48.36%');
    expect(label('value_percent')).toBe('2.06B (48.36%)');
  });

  it('fills a label template', () => {
    const { series } = pie({ label_type: 'template', label_template: '{name}\\n{value} of {percent}' });
    expect(series.label.formatter(series.data[3]!)).toBe('LATAM\n603M of 14.14%');
  });

  it('hides labels of slices under the threshold and places them inside when asked', () => {
    const { series } = pie({ show_labels_threshold: 15, labels_outside: false, label_line: true });
    expect(series.minShowLabelAngle).toBe(54);
    expect(series.label.position).toBe('inner');
    expect(series.labelLine.show).toBe(false);
    expect(pie({ label_line: true }).series.labelLine.show).toBe(true);
  });

  it('cuts a donut hole and leaves room for the legend', () => {
    const { series } = pie({ donut: true, innerRadius: 40, outerRadius: 80 });
    expect(series.radius).toEqual(['40%', '80%']);
    expect(series.top).toBe(30);
    expect(pie({ show_legend: false }).series.top).toBe(0);
    expect(pie().series.radius).toEqual(['0%', '70%']);
  });

  it('shows the total in the middle of a donut', () => {
    const { props } = pie({ show_total: true, donut: true, number_format: '$,.0f', show_legend: false });
    expect(props.option.graphic).toMatchObject({
      type: 'text',
      top: 'middle',
      left: 'center',
      style: { text: 'Total: $4,263,657,101' },
    });
  });

  it("uses the saved metric's currency with the chart's number format", () => {
    const { series } = pie({ label_type: 'value', number_format: ',.0f' }, REVENUE_BY_REGION, {
      datasource: ORDERS,
    });
    expect(series.label.formatter(series.data[1]!)).toBe('978,152,615 €');
  });

  it('names slices by formatted dates and every group-by value', () => {
    const { series } = pie(
      { groupby: ['ds', 'gender'], metric: 'sum__num', date_format: '%Y' },
      BIRTHS_BY_YEAR_AND_GENDER,
    );
    expect(series.data.map((d) => d.name)).toEqual(['1990, boy', '1993, boy', '1992, boy']);
  });

  it('reads numbers sent as strings, skips null metrics and names null groups <NULL>', () => {
    const { series } = pie(
      {},
      {
        ...REVENUE_BY_REGION,
        data: [
          { region: 'EMEA', sum__sales: '300.5' },
          { region: null, sum__sales: 100 },
          { region: 'APAC', sum__sales: null },
        ],
      },
    );
    expect(series.data.map((d) => [d.name, d.value])).toEqual([
      ['EMEA', 300.5],
      ['<NULL>', 100],
    ]);
  });

  it('cuts legend entries and labels longer than 42 characters', () => {
    const long = 'A region with a remarkably long and descriptive name';
    const { props, series } = pie({}, { ...REVENUE_BY_REGION, data: [{ region: long, sum__sales: 1 }] });
    const legend = props.option.legend as { data: string[]; formatter: (name: string) => string };
    expect(legend.data).toEqual([long]);
    expect(legend.formatter(long)).toBe('A region with a remarkably long and desc...');
    expect(series.label.formatter({ name: long, value: 1 })).toBe(
      'A region with a remarkably long and desc...',
    );
  });

  it('tooltips the metric, formatted value and share', () => {
    const { props, series } = pie({ number_format: '$,.0f' });
    const tooltip = props.option.tooltip as { formatter: (p: { name: string; value: unknown }) => string };
    expect(tooltip.formatter(series.data[0]!)).toBe('<b>EMEA</b><br/>sum__sales: $2,061,794,034 (48.36%)');
  });

  it('cross-filters on the clicked region and clears on a second click', () => {
    const { props, setDataMask } = pie();
    props.eventHandlers!.click!({ name: 'APAC' });
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['APAC'] }] },
      filterState: { label: 'APAC', value: [['APAC']], selectedValues: ['APAC'] },
    });
    const selected = pie({}, REVENUE_BY_REGION, { filterState: { selectedValues: ['APAC'] } });
    selected.props.eventHandlers!.click!({ name: 'APAC' });
    expect(selected.setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [] },
      filterState: { value: null },
    });
  });

  it('fades the slices outside the cross-filter selection', () => {
    const { series } = pie({}, REVENUE_BY_REGION, { filterState: { selectedValues: ['APAC'] } });
    expect(series.data.map((d) => d.itemStyle.opacity)).toEqual([0.3, 1, 0.3, 0.3]);
  });

  it('reports the right-clicked slice for drill to detail', () => {
    const { props, onContextMenu } = pie(
      { groupby: ['ds', 'gender'], metric: 'sum__num' },
      BIRTHS_BY_YEAR_AND_GENDER,
    );
    const params = event('Wed 01, boy');
    const preventDefault = vi.spyOn(params.event!.event!, 'preventDefault');
    props.eventHandlers!.contextmenu!(params);
    expect(preventDefault).toHaveBeenCalled();
    expect(onContextMenu).not.toHaveBeenCalled();

    const { props: byYear, onContextMenu: byYearMenu } = pie(
      { groupby: ['ds', 'gender'], metric: 'sum__num', date_format: '%Y' },
      BIRTHS_BY_YEAR_AND_GENDER,
    );
    byYear.eventHandlers!.contextmenu!(event('1993, boy'));
    expect(byYearMenu).toHaveBeenCalledWith({
      clientX: 120,
      clientY: 80,
      filters: [
        { col: 'ds', op: '==', val: 725846400000, formattedVal: '1993' },
        { col: 'gender', op: '==', val: 'boy', formattedVal: 'boy' },
      ],
    });
  });
});

describe('pie transformProps with many slices', () => {
  it('draws all 10,000 slices and lists the 100 largest in a scrolling legend', () => {
    const result: ChartDataResult = {
      colnames: ['region', 'sum__sales'],
      coltypes: [1, 0],
      rowcount: 10_000,
      data: Array.from({ length: 10_000 }, (_, i) => ({ region: `r${i}`, sum__sales: (i * 7919) % 10_007 })),
    };
    const { props, series } = pie({ legendType: 'plain' }, result);
    const legend = props.option.legend as { type: string; data: string[] };
    expect(series.data).toHaveLength(10_000);
    expect(legend.type).toBe('scroll');
    expect(legend.data).toHaveLength(100);
    const smallestListed = Math.min(
      ...series.data.filter((d) => legend.data.includes(d.name)).map((d) => d.value),
    );
    expect(series.data.filter((d) => d.value > smallestListed)).toHaveLength(99);
  });
});
