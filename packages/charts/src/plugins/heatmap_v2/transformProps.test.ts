import type { DataMask } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult } from '../../sdk/chartPlugin.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import { chartResult } from '../../sdk/testing/chartResult.js';
import { heatmapFormDataSchema } from './formData.js';
import { hourlyTraffic, monthlyDevices } from './testing/fixtures.js';
import { transformProps } from './transformProps.js';

interface HeatmapOption {
  xAxis: { data: string[]; axisLabel: { interval: number | string; rotate: number } };
  yAxis: { data: string[]; inverse: boolean };
  visualMap: {
    show: boolean;
    min: number;
    max: number;
    dimension: number;
    inRange: { color: string[] };
    formatter: (value: number) => string;
  };
  tooltip: { formatter: (params: EChartEventParams) => string };
  series: {
    data: { value: (number | string)[]; itemStyle?: { opacity: number } }[];
    label: { show: boolean };
  }[];
  grid: { left: number; bottom: number; top: number };
}

function render(
  formData: Record<string, unknown>,
  result: ChartDataResult = hourlyTraffic,
  filterState?: { selectedValues?: unknown },
) {
  const masks: DataMask[] = [];
  const menus: ChartContextMenuEvent[] = [];
  const props = transformProps({
    formData: heatmapFormDataSchema.parse({
      datasource: '3__table',
      viz_type: 'heatmap_v2',
      x_axis: 'hour_of_day',
      groupby: 'day_of_week',
      metric: 'count',
      ...formData,
    }),
    queriesData: [result],
    width: 800,
    height: 400,
    hooks: { setDataMask: (mask) => masks.push(mask), onContextMenu: (event) => menus.push(event) },
    filterState,
  });
  return { props, option: props.option as unknown as HeatmapOption, masks, menus };
}

describe('heatmap transformProps', () => {
  it('draws one cell per row on category axes, colored across the data range', () => {
    const { option, props } = render({ linear_color_scheme: 'oranges' });
    expect(option.xAxis.data).toEqual(Array.from({ length: 24 }, (_, hour) => String(hour)));
    expect(option.yAxis.data).toEqual(['0 Sun', '1 Mon', '2 Tue', '3 Wed', '4 Thu', '5 Fri', '6 Sat']);
    expect(option.series[0]!.data).toHaveLength(168);
    expect(option.series[0]!.data[0]).toEqual({ value: [0, 0, 2913] });
    // hour 15 on Wednesday is the busiest cell: x index 15, y index 3.
    expect(option.series[0]!.data).toContainEqual({ value: [15, 3, 20269] });
    expect(option.visualMap).toMatchObject({ show: true, min: 2858, max: 20269, dimension: 2 });
    expect(option.visualMap.inRange.color).toEqual([
      '#FFF5EB',
      '#FEE6CE',
      '#FDD0A2',
      '#FDAE6B',
      '#FD8D3C',
      '#F16913',
      '#D94801',
      '#A63603',
      '#7F2704',
    ]);
    expect(option.visualMap.formatter(20269)).toBe('20.3k');
    expect(props.dataSize).toBe(168);
  });

  it("shows the cell's share of the heatmap, of its column or of its row in the tooltip", () => {
    const total = hourlyTraffic.data.reduce((sum, row) => sum + Number(row.count), 0);
    const wednesday15 = hourlyTraffic.data.findIndex(
      (row) => row.hour_of_day === 15 && row.day_of_week === '3 Wed',
    );
    const share = (value: number) => `${((value * 100) / 1).toFixed(2)}%`;
    const heatmap = render({}).option.tooltip.formatter({ dataIndex: wednesday15 });
    expect(heatmap).toBe(
      `<strong>15 (3 Wed)</strong><br/>count: <strong>20.3k</strong><br/>${share(20269 / total)} (heatmap)`,
    );
    const hour15 = hourlyTraffic.data
      .filter((row) => row.hour_of_day === 15)
      .reduce((s, r) => s + Number(r.count), 0);
    expect(render({ normalize_across: 'x' }).option.tooltip.formatter({ dataIndex: wednesday15 })).toContain(
      `${share(20269 / hour15)} (15)`,
    );
    expect(
      render({ show_percentage: false }).option.tooltip.formatter({ dataIndex: wednesday15 }),
    ).not.toContain('%');
  });

  it('orders categories by their metric totals and honors value bounds', () => {
    const { option } = render({
      sort_y_axis: 'value_desc',
      sort_x_axis: 'alpha_desc',
      value_bounds: [0, '30000'],
    });
    const dayTotals = new Map<string, number>();
    for (const row of hourlyTraffic.data)
      dayTotals.set(
        String(row.day_of_week),
        (dayTotals.get(String(row.day_of_week)) ?? 0) + Number(row.count),
      );
    const byTotal = [...dayTotals].sort((a, b) => b[1] - a[1]).map(([day]) => day);
    expect(option.yAxis.data).toEqual(byTotal);
    expect(option.yAxis.data[0]).toBe('3 Wed');
    expect(option.xAxis.data.slice(0, 3)).toEqual(['23', '22', '21']);
    expect(option.visualMap).toMatchObject({ min: 0, max: 30000 });
  });

  it('colors by percentile rank when normalized', () => {
    const { option } = render({ normalized: true, normalize_across: 'y' });
    expect(option.visualMap).toMatchObject({ dimension: 3, min: 1 / 24, max: 1 });
    // Each weekday's busiest hour ranks 1 within its row.
    const ranks = option.series[0]!.data.map((cell) => cell.value[3]);
    expect(ranks.filter((rank) => rank === 1)).toHaveLength(7);
    expect(option.visualMap.formatter(0.5)).toBe('50.00%');
  });

  it('formats temporal x values with the time format and cross-filters on the whole period', () => {
    const { option, props, masks } = render(
      { x_axis: 'event_time', groupby: 'device', time_grain_sqla: 'P1M', x_axis_time_format: '%b %Y' },
      monthlyDevices,
    );
    expect(option.xAxis.data.slice(0, 3)).toEqual(['Jan 2025', 'Feb 2025', 'Mar 2025']);
    props.eventHandlers!.click!({ dataIndex: 0 });
    expect(masks).toEqual([
      {
        extraFormData: {
          filters: [
            { col: 'event_time', op: 'TEMPORAL_RANGE', val: '2025-01-01T00:00:00 : 2025-02-01T00:00:00' },
            { col: 'device', op: 'IN', val: ['desktop'] },
          ],
        },
        filterState: {
          value: [[1735689600000, 'desktop']],
          label: 'Jan 2025, desktop',
          selectedValues: ['[1735689600000,"desktop"]'],
        },
      },
    ]);
  });

  it('reads numbers sent as text, skips missing values and truncates long labels', () => {
    const longName = 'A category name that is far too long for an axis label';
    const result = chartResult(
      ['x', 'y', 'm'],
      [1, 1, 0],
      [
        ['a', longName, '12.5'],
        ['b', longName, null],
        [null, 'short', 3],
      ],
    );
    const { option } = render({ x_axis: 'x', groupby: 'y', metric: 'm' }, result);
    expect(option.xAxis.data).toEqual(['a', 'b', '<NULL>']);
    expect(option.yAxis.data).toEqual(['A category name that is far too long for...', 'short']);
    expect(option.series[0]!.data.map((cell) => cell.value)).toEqual([
      [0, 0, 12.5],
      [1, 0, '-'],
      [2, 1, 3],
    ]);
    expect(option.visualMap).toMatchObject({ min: 3, max: 12.5 });
  });

  it('cross-filters on x and y, clears on a second click and dims the other cells', () => {
    const { props, masks, menus } = render({});
    props.eventHandlers!.click!({ dataIndex: 1 });
    expect(masks[0]).toEqual({
      extraFormData: {
        filters: [
          {
            col: 'hour_of_day',
            op: 'IN',
            val: [0],
          },
          { col: 'day_of_week', op: 'IN', val: ['1 Mon'] },
        ],
      },
      filterState: { value: [[0, '1 Mon']], label: '0, 1 Mon', selectedValues: ['[0,"1 Mon"]'] },
    });

    const selected = render({}, hourlyTraffic, { selectedValues: ['[0,"1 Mon"]'] });
    expect(selected.option.series[0]!.data[1]).toEqual({ value: [0, 1, 3143] });
    expect(selected.option.series[0]!.data[0]).toEqual({ value: [0, 0, 2913], itemStyle: { opacity: 0.3 } });
    selected.props.eventHandlers!.click!({ dataIndex: 1 });
    expect(selected.masks).toEqual([{ extraFormData: { filters: [] }, filterState: { value: null } }]);

    let prevented = false;
    props.eventHandlers!.contextmenu!({
      dataIndex: 1,
      event: { event: { clientX: 10, clientY: 20, preventDefault: () => (prevented = true) } as never },
    });
    expect(prevented).toBe(true);
    expect(menus).toEqual([
      {
        clientX: 10,
        clientY: 20,
        filters: [
          { col: 'hour_of_day', op: '==', val: 0, formattedVal: '0' },
          { col: 'day_of_week', op: '==', val: '1 Mon', formattedVal: '1 Mon' },
        ],
      },
    ]);
  });

  it('applies margins, tick intervals and the legend switch', () => {
    const { option } = render({
      left_margin: 100,
      bottom_margin: '75',
      xscale_interval: 2,
      show_legend: false,
    });
    expect(option.grid).toMatchObject({ left: 100, bottom: 75, top: 16 });
    expect(option.xAxis.axisLabel.interval).toBe(1);
    expect(option.visualMap.show).toBe(false);
  });
});
