import type { DataMask } from '@sightline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult } from '../../sdk/chartPlugin.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import { radarFormDataSchema } from './formData.js';
import { radarIndicators, transformProps } from './transformProps.js';

const metric = (aggregate: string, column: string, label: string) => ({
  expressionType: 'SIMPLE',
  column: { column_name: column },
  aggregate,
  label,
});

/** The saved example "Product lines compared": POST /api/v1/chart/data on orders, top 4 by revenue. */
const EXAMPLE_METRICS = [
  metric('SUM', 'sales', 'Revenue'),
  metric('SUM', 'quantity', 'Units'),
  { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'Orders' },
  metric('AVG', 'unit_price', 'Average price'),
  metric('AVG', 'sales', 'Average order'),
];
const PRODUCT_LINES: ChartDataResult = {
  colnames: ['product_line', 'Revenue', 'Units', 'Orders', 'Average price', 'Average order'],
  coltypes: [1, 0, 0, 0, 0, 0],
  rowcount: 4,
  data: [
    {
      product_line: 'Classic Cars',
      Revenue: 1766889396.490017,
      Units: 15034458,
      Orders: 349459,
      'Average price': 117.5097435178389,
      'Average order': 5056.070659190397,
    },
    {
      product_line: 'Vintage Cars',
      Revenue: 778567008.6899972,
      Units: 8574203,
      Orders: 199567,
      'Average price': 90.81071499797105,
      'Average order': 3901.2813175023784,
    },
    {
      product_line: 'Motorcycles',
      Revenue: 497070764.4500021,
      Units: 5167634,
      Orders: 120159,
      'Average price': 96.18769979776769,
      'Average order': 4136.775143351743,
    },
    {
      product_line: 'Trucks and Buses',
      Revenue: 436260672.8799999,
      Units: 4299241,
      Orders: 99956,
      'Average price': 101.48963884109008,
      'Average order': 4364.527120733122,
    },
  ],
};

interface RadarItem {
  name: string;
  value: (number | null)[];
  itemStyle: { color: string; opacity: number };
  lineStyle: { opacity: number };
  label: { show: boolean; position: string; formatter: (p: { name: string; value: unknown }) => string };
}

function radar(
  formData: Record<string, unknown> = {},
  result: ChartDataResult = PRODUCT_LINES,
  filterState?: { selectedValues?: unknown },
) {
  const setDataMask = vi.fn<(mask: DataMask) => void>();
  const onContextMenu = vi.fn<(event: ChartContextMenuEvent) => void>();
  const props = transformProps({
    formData: radarFormDataSchema.parse({
      datasource: '2__table',
      viz_type: 'radar',
      groupby: ['product_line'],
      metrics: EXAMPLE_METRICS,
      ...formData,
    }),
    queriesData: [result],
    width: 600,
    height: 500,
    hooks: { setDataMask, onContextMenu },
    filterState,
  });
  const option = props.option as {
    radar: { shape: string; center: number[]; radius: number; indicator: { name: string; max: number }[] };
    series: { data: RadarItem[] }[];
    legend: { data: string[] };
    tooltip: { formatter: (p: { name: string; value: unknown }) => string };
  };
  return { props, option, items: option.series[0]!.data, setDataMask, onContextMenu };
}

beforeEach(() => resetLabelColors());

describe('radar transformProps', () => {
  it('draws one polygon per product line with one spoke per metric', () => {
    const { option, items, props } = radar();
    expect(items.map((i) => [i.name, i.itemStyle.color])).toEqual([
      ['Classic Cars', '#1F77B4'],
      ['Vintage Cars', '#FF7F0E'],
      ['Motorcycles', '#2CA02C'],
      ['Trucks and Buses', '#D62728'],
    ]);
    expect(items[1]!.value).toEqual([
      778567008.6899972, 8574203, 199567, 90.81071499797105, 3901.2813175023784,
    ]);
    expect(option.legend.data).toEqual(['Classic Cars', 'Vintage Cars', 'Motorcycles', 'Trucks and Buses']);
    expect(option.radar).toMatchObject({ shape: 'polygon', center: [300, 265], radius: 164.5 });
    expect(props.dataSize).toBe(20);
  });

  it('scales each spoke to its largest value unless a maximum is configured', () => {
    const { option } = radar({
      column_config: { 'Average price': { radarMetricMaxValue: 150 } },
      is_circle: true,
    });
    expect(option.radar.shape).toBe('circle');
    expect(option.radar.indicator).toEqual([
      { name: 'Revenue', max: 1766889396.490017 },
      { name: 'Units', max: 15034458 },
      { name: 'Orders', max: 349459 },
      { name: 'Average price', max: 150 },
      { name: 'Average order', max: 5056.070659190397 },
    ]);
    expect(radarIndicators(['a'], [[0], [null]], {})).toEqual([{ name: 'a', max: 1 }]);
    expect(radarIndicators(['a'], [[5]], { a: { radarMetricMinValue: 2 } })).toEqual([
      { name: 'a', max: 5, min: 2 },
    ]);
  });

  it('labels points with the value or the group and value', () => {
    const { items } = radar({ number_format: ',.0f' });
    expect(items[0]!.label).toMatchObject({ show: true, position: 'top' });
    expect(items[0]!.label.formatter({ name: 'Classic Cars', value: 117.5097435178389 })).toBe('118');
    const keyValue = radar({ label_type: 'key_value', label_position: 'inside' }).items[0]!.label;
    expect(keyValue.position).toBe('inside');
    expect(keyValue.formatter({ name: 'Classic Cars', value: 349459 })).toBe('Classic Cars: 349k');
  });

  it('tooltips every metric of the polygon', () => {
    const { option, items } = radar();
    expect(option.tooltip.formatter(items[2]!)).toBe(
      '<b>Motorcycles</b><br/>Revenue: 497M<br/>Units: 5.17M<br/>Orders: 120k<br/>Average price: 96.19<br/>Average order: 4.14k',
    );
  });

  it('reads numbers sent as strings and keeps missing values as gaps', () => {
    const { items } = radar(
      { metrics: ['count', 'sum__sales'] },
      {
        colnames: ['product_line', 'count', 'sum__sales'],
        coltypes: [1, 0, 0],
        rowcount: 1,
        data: [{ product_line: 'Ships', count: '80143', sum__sales: null }],
      },
    );
    expect(items[0]!.value).toEqual([80143, null]);
  });

  it('cross-filters on a product line and fades the other polygons', () => {
    const { props, setDataMask } = radar();
    props.eventHandlers!.click!({ name: 'Motorcycles' });
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Motorcycles'] }] },
      filterState: { label: 'Motorcycles', value: [['Motorcycles']], selectedValues: ['Motorcycles'] },
    });
    const { items } = radar({}, PRODUCT_LINES, { selectedValues: ['Motorcycles'] });
    expect(items.map((i) => [i.itemStyle.opacity, i.lineStyle.opacity])).toEqual([
      [0, 0.3],
      [0, 0.3],
      [1, 1],
      [0, 0.3],
    ]);
  });

  it('drills to detail on the right-clicked polygon', () => {
    const { props, onContextMenu } = radar();
    props.eventHandlers!.contextmenu!({
      name: 'Trucks and Buses',
      event: { event: { clientX: 7, clientY: 8, preventDefault: vi.fn() } as unknown as MouseEvent },
    });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 7,
      clientY: 8,
      filters: [{ col: 'product_line', op: '==', val: 'Trucks and Buses', formattedVal: 'Trucks and Buses' }],
    });
  });
});

describe('radar transformProps with many polygons', () => {
  it('draws all 1,000 polygons and lists the 100 with the largest sums in a scrolling legend', () => {
    const [first, second] = PRODUCT_LINES.colnames.slice(1);
    const result: ChartDataResult = {
      ...PRODUCT_LINES,
      rowcount: 1000,
      data: Array.from({ length: 1000 }, (_, i) => ({ product_line: `p${i}`, [first!]: i, [second!]: i })),
    };
    const { option, items } = radar({ legendType: 'plain' }, result);
    expect(items).toHaveLength(1000);
    expect(option.legend).toMatchObject({ type: 'scroll' });
    expect(option.legend.data).toEqual(Array.from({ length: 100 }, (_, i) => `p${900 + i}`));
  });
});
