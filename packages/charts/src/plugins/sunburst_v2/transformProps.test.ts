import type { DataMask } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult } from '../../sdk/chartPlugin.js';
import { getCategoricalScheme } from '../../sdk/color/colorSchemes.js';
import { siblingShade } from '../../sdk/color/colorShades.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import { getSequentialScale } from '../../sdk/color/sequentialScale.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import { sunburstFormDataSchema } from './formData.js';
import { productMix, productMixWithCount } from './testing/fixtures.js';
import { transformProps, type SunburstItem } from './transformProps.js';

interface SunburstOption {
  tooltip: { formatter: (params: EChartEventParams) => string };
  graphic?: { style: { text: string } };
  series: {
    data: SunburstItem[];
    radius: number[];
    label: { show: boolean; minAngle: number; formatter: (params: EChartEventParams) => string };
  }[];
}

function render(
  formData: Record<string, unknown>,
  result: ChartDataResult = productMix,
  filterState?: { selectedValues?: unknown },
) {
  const masks: DataMask[] = [];
  const menus: ChartContextMenuEvent[] = [];
  const props = transformProps({
    formData: sunburstFormDataSchema.parse({
      datasource: '2__table',
      viz_type: 'sunburst_v2',
      columns: ['product_line', 'deal_size'],
      metric: 'sum__sales',
      number_format: '$,.0f',
      ...formData,
    }),
    queriesData: [result],
    width: 600,
    height: 420,
    hooks: { setDataMask: (mask) => masks.push(mask), onContextMenu: (event) => menus.push(event) },
    filterState,
    colorNamespace: 'sunburst-test',
  });
  const option = props.option as unknown as SunburstOption;
  return { props, option, data: option.series[0]!.data, masks, menus };
}

const sum = (rows: readonly Record<string, unknown>[], key: string) =>
  rows.reduce((total, row) => total + Number(row[key]), 0);

describe('sunburst transformProps', () => {
  it('rings the hierarchy, colored by the innermost labels with lighter shades outside', () => {
    resetLabelColors('sunburst-test');
    const { data, option } = render({ show_labels: true, show_labels_threshold: 10 });
    const colors = getCategoricalScheme('supersetColors').colors;
    expect(data[0]).toMatchObject({
      id: '["Classic Cars"]',
      name: 'Classic Cars',
      itemStyle: { color: colors[0] },
    });
    const classic = productMix.data.filter((row) => row.product_line === 'Classic Cars');
    expect(data[0]!.value).toBeCloseTo(sum(classic, 'sum__sales'), 3);
    expect(data[0]!.children!.map((child) => child.name)).toEqual(classic.map((row) => row.deal_size));
    expect(data[0]!.children![1]!.itemStyle.color).toBe(siblingShade(colors[0]!, 1, 3));
    // 420 px high: the radius is (420 - 20) / 2, the hole 30% of it.
    expect(option.series[0]!.radius).toEqual([60, 200]);
    expect(option.series[0]!.label).toMatchObject({ show: true, minAngle: 36 });
    expect(option.graphic).toBeUndefined();
  });

  it('colors by secondary / primary on the linear scheme when a secondary metric is set', () => {
    const { data, option } = render({ secondary_metric: 'count' }, productMixWithCount);
    const rowsOf = (line: string) => productMixWithCount.data.filter((row) => row.product_line === line);
    const ratio = (rows: readonly Record<string, unknown>[]) => sum(rows, 'count') / sum(rows, 'sum__sales');
    // The domain runs from 0 to the largest ratio of any arc, inner or outer.
    const largest = Math.max(
      ...productMixWithCount.data.map((row) => ratio([row])),
      ...data.map((node) => ratio(rowsOf(node.name))),
    );
    const scale = getSequentialScale('superset_seq_1', [0, largest]);
    expect(data[0]!.itemStyle.color).toBe(scale(ratio(rowsOf('Classic Cars'))));
    expect(data[0]!.itemStyle.color).not.toBe(data[1]!.itemStyle.color);
    const classicCount = sum(rowsOf('Classic Cars'), 'count');
    const tooltip = option.tooltip.formatter({ data: { id: '["Classic Cars"]' } });
    expect(tooltip).toContain(`count: <strong>${(classicCount / 1000).toPrecision(3)}k</strong>`);
    expect(tooltip).toContain(`count/sum__sales: ${(ratio(rowsOf('Classic Cars')) * 100).toFixed(2)}%`);
  });

  it('shows shares of the total and of the parent, labels and the total', () => {
    const { option } = render({ show_total: true, label_type: 'key_value' });
    const total = sum(productMix.data, 'sum__sales');
    const classic = sum(
      productMix.data.filter((row) => row.product_line === 'Classic Cars'),
      'sum__sales',
    );
    const medium = Number(productMix.data[0]!.sum__sales);
    expect(option.tooltip.formatter({ data: { id: '["Classic Cars","Medium"]' } })).toBe(
      [
        '<strong>Classic Cars / Medium</strong>',
        `${((medium / total) * 100).toFixed(2)}% of total`,
        `${((medium / classic) * 100).toFixed(2)}% of parent`,
        'sum__sales: <strong>$1,167,198,361</strong>',
      ].join('<br/>'),
    );
    expect(option.series[0]!.label.formatter({ name: 'Ships', value: 1234.4 })).toBe('Ships: $1,234');
    expect(option.graphic!.style.text).toBe(`Total: $${Math.round(total).toLocaleString('en-US')}`);
  });

  it('cross-filters on the clicked arc path and dims the arcs off the selection', () => {
    const { props, masks, menus } = render({});
    props.eventHandlers!.click!({ data: { id: '["Planes","Small"]' } });
    expect(masks[0]!.extraFormData!.filters).toEqual([
      { col: 'product_line', op: 'IN', val: ['Planes'] },
      { col: 'deal_size', op: 'IN', val: ['Small'] },
    ]);
    props.eventHandlers!.contextmenu!({
      data: { id: '["Ships"]' },
      event: { event: { clientX: 7, clientY: 8, preventDefault: () => undefined } as never },
    });
    expect(menus).toEqual([
      {
        clientX: 7,
        clientY: 8,
        filters: [{ col: 'product_line', op: '==', val: 'Ships', formattedVal: 'Ships' }],
      },
    ]);
    const { data } = render({}, productMix, { selectedValues: ['["Planes"]'] });
    const planes = data.find((node) => node.name === 'Planes')!;
    expect(planes.itemStyle.opacity).toBeUndefined();
    expect(planes.children![0]!.itemStyle.opacity).toBeUndefined();
    expect(data.find((node) => node.name === 'Ships')!.itemStyle.opacity).toBe(0.3);
  });
});
