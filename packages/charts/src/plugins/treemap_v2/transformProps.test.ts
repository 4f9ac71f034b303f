import type { DataMask } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import type { ChartContextMenuEvent } from '../../sdk/chartPlugin.js';
import { getCategoricalScheme } from '../../sdk/color/colorSchemes.js';
import { siblingShade, withOpacity } from '../../sdk/color/colorShades.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import { treemapFormDataSchema } from './formData.js';
import { revenueByCountry } from './testing/fixtures.js';
import { transformProps, type TreemapItem } from './transformProps.js';

interface TreemapOption {
  tooltip: { formatter: (params: EChartEventParams) => string };
  series: {
    data: TreemapItem[];
    nodeClick: boolean;
    label: { show: boolean; formatter: (params: EChartEventParams) => string };
    upperLabel: { show: boolean };
  }[];
}

function render(formData: Record<string, unknown>, filterState?: { selectedValues?: unknown }) {
  const masks: DataMask[] = [];
  const menus: ChartContextMenuEvent[] = [];
  const props = transformProps({
    formData: treemapFormDataSchema.parse({
      datasource: '2__table',
      viz_type: 'treemap_v2',
      groupby: ['region', 'country'],
      metric: 'sum__sales',
      number_format: '$,.0f',
      ...formData,
    }),
    queriesData: [revenueByCountry],
    width: 800,
    height: 500,
    hooks: { setDataMask: (mask) => masks.push(mask), onContextMenu: (event) => menus.push(event) },
    filterState,
    colorNamespace: 'treemap-test',
  });
  const option = props.option as unknown as TreemapOption;
  return { props, option, data: option.series[0]!.data, masks, menus };
}

const total = (region: string) =>
  revenueByCountry.data
    .filter((row) => row.region === region)
    .reduce((sum, row) => sum + Number(row.sum__sales), 0);

describe('treemap transformProps', () => {
  it('nests countries in regions, colored by region with lighter shades below', () => {
    resetLabelColors('treemap-test');
    const { data, props } = render({});
    const colors = getCategoricalScheme('supersetColors').colors;
    // Regions in the order the server's rows (by revenue) first name them: the United States leads.
    expect(data.map((node) => [node.name, node.itemStyle.color])).toEqual([
      ['North America', colors[0]],
      ['EMEA', colors[1]],
      ['APAC', colors[2]],
      ['LATAM', colors[3]],
    ]);
    expect(data[1]!.value).toBeCloseTo(total('EMEA'), 3);
    const emeaCountries = data[1]!.children!;
    expect(emeaCountries[0]).toMatchObject({
      id: '["EMEA","Germany"]',
      name: 'Germany',
      itemStyle: { color: siblingShade(colors[1]!, 0, emeaCountries.length) },
    });
    expect(data[1]!.itemStyle.borderColor).toBe(colors[1]);
    expect(props.dataSize).toBe(24);
  });

  it('labels nodes by name, value or both, and tells their shares in the tooltip', () => {
    const label = (labelType: string) =>
      render({ label_type: labelType }).option.series[0]!.label.formatter({
        name: 'Germany',
        value: 275762880.53,
      });
    expect(label('key')).toBe('Germany');
    expect(label('value')).toBe('$275,762,881');
    expect(label('key_value')).toBe('Germany: $275,762,881');
    const all = revenueByCountry.data.reduce((sum, row) => sum + Number(row.sum__sales), 0);
    const tooltip = render({}).option.tooltip.formatter({ data: { id: '["EMEA","Germany"]' } });
    expect(tooltip).toBe(
      [
        '<strong>EMEA / Germany</strong>',
        'sum__sales: <strong>$275,762,881</strong>',
        `${((275762880.53 / all) * 100).toFixed(2)}% of total`,
        `${((275762880.53 / total('EMEA')) * 100).toFixed(2)}% of parent`,
      ].join('<br/>'),
    );
  });

  it('cross-filters on the path of the clicked node', () => {
    const { props, masks, menus } = render({});
    props.eventHandlers!.click!({ data: { id: '["EMEA"]' } });
    props.eventHandlers!.click!({ data: { id: '["EMEA","Spain"]' } });
    expect(masks).toEqual([
      {
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
        filterState: { value: ['EMEA'], label: 'EMEA', selectedValues: ['["EMEA"]'] },
      },
      {
        extraFormData: {
          filters: [
            { col: 'region', op: 'IN', val: ['EMEA'] },
            { col: 'country', op: 'IN', val: ['Spain'] },
          ],
        },
        filterState: {
          value: [['EMEA', 'Spain']],
          label: 'EMEA, Spain',
          selectedValues: ['["EMEA","Spain"]'],
        },
      },
    ]);
    props.eventHandlers!.contextmenu!({
      data: { id: '["APAC","Japan"]' },
      event: { event: { clientX: 0, clientY: 0, preventDefault: () => undefined } as never },
    });
    expect(menus[0]!.filters.map((filter) => filter.val)).toEqual(['APAC', 'Japan']);
  });

  it('dims the nodes off the selected path', () => {
    resetLabelColors('treemap-test');
    const { data } = render({}, { selectedValues: ['["EMEA"]'] });
    const colors = getCategoricalScheme('supersetColors').colors;
    expect(data[0]!.itemStyle.color).toBe(withOpacity(colors[0]!, 0.3));
    expect(data[1]!.itemStyle.color).toBe(colors[1]);
    expect(data[1]!.children![0]!.itemStyle.color).not.toContain('rgba');
  });

  it('switches labels and upper labels off', () => {
    const { option } = render({ show_labels: false, show_upper_labels: false });
    expect(option.series[0]).toMatchObject({
      nodeClick: false,
      label: { show: false },
      upperLabel: { show: false },
    });
  });
});
