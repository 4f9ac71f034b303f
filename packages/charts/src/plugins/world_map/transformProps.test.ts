import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartDataResult, ChartHooks } from '../../sdk/chartPlugin.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import { worldMapFormDataSchema } from './formData.js';
import { transformProps } from './transformProps.js';

/** The preview server's answer to buildQuery for World population 2025 (sort_by_metric, row_limit 10). */
const POPULATION: ChartDataResult = {
  colnames: ['country_code', 'sum__population', 'avg__gdp_per_capita'],
  coltypes: [1, 0, 0],
  rowcount: 10,
  data: [
    { country_code: 'IND', sum__population: 1450000000, avg__gdp_per_capita: 2648.29 },
    { country_code: 'CHN', sum__population: 1410000000, avg__gdp_per_capita: 13963.26 },
    { country_code: 'USA', sum__population: 340100000, avg__gdp_per_capita: 85829.45 },
    { country_code: 'IDN', sum__population: 283500000, avg__gdp_per_capita: 4891.89 },
    { country_code: 'PAK', sum__population: 251300000, avg__gdp_per_capita: 1493.31 },
    { country_code: 'NGA', sum__population: 232700000, avg__gdp_per_capita: 984.32 },
    { country_code: 'BRA', sum__population: 212000000, avg__gdp_per_capita: 10187.88 },
    { country_code: 'BGD', sum__population: 173600000, avg__gdp_per_capita: 2696.37 },
    { country_code: 'RUS', sum__population: 144800000, avg__gdp_per_capita: 13562.56 },
    { country_code: 'ETH', sum__population: 132100000, avg__gdp_per_capita: 1035.69 },
  ],
};

/** The same dataset by country name (Sub-Saharan Africa, 2025, top 6). */
const AFRICA_BY_NAME: ChartDataResult = {
  colnames: ['country_name', 'sum__population'],
  coltypes: [1, 0],
  rowcount: 6,
  data: [
    { country_name: 'Nigeria', sum__population: 232700000 },
    { country_name: 'Ethiopia', sum__population: 132100000 },
    { country_name: 'Democratic Republic of the Congo', sum__population: 109300000 },
    { country_name: 'Tanzania', sum__population: 68600000 },
    { country_name: 'South Africa', sum__population: 64000000 },
    { country_name: 'Kenya', sum__population: 56400000 },
  ],
};

const baseFormData = {
  datasource: '4__table',
  viz_type: 'world_map',
  entity: 'country_code',
  country_fieldtype: 'cca3',
  metric: 'sum__population',
  secondary_metric: 'avg__gdp_per_capita',
  show_bubbles: true,
  max_bubble_size: '25',
};

function render(
  formData: Record<string, unknown> = {},
  result: ChartDataResult = POPULATION,
  extra: { hooks?: ChartHooks; filterState?: { value?: unknown; selectedValues?: unknown } } = {},
) {
  return transformProps({
    formData: worldMapFormDataSchema.parse({ ...baseFormData, ...formData }),
    queriesData: [result],
    width: 800,
    height: 450,
    hooks: extra.hooks ?? {},
    filterState: extra.filterState,
  });
}

type Option = {
  series: { type: string; name: string; data: { name: string; value: unknown; symbolSize?: number }[] }[];
  visualMap?: Record<string, unknown>;
  geo: { map: string; regions: { name: string; itemStyle: Record<string, unknown> }[] };
  tooltip: { formatter: (params: { name?: string; seriesType?: string }) => string };
};
const optionOf = (props: ReturnType<typeof render>) => props.option as unknown as Option;

beforeEach(() => resetLabelColors());

describe('world map transformProps', () => {
  it('colors countries (named by alpha-3) through a continuous visual map over the metric', () => {
    const option = optionOf(render());
    expect(option.geo.map).toBe('world');
    expect(option.series[0]).toMatchObject({ type: 'map', name: 'sum__population' });
    expect(option.series[0]!.data.slice(0, 3)).toEqual([
      { name: 'IND', value: 1450000000 },
      { name: 'CHN', value: 1410000000 },
      { name: 'USA', value: 340100000 },
    ]);
    expect(option.visualMap).toMatchObject({
      type: 'continuous',
      seriesIndex: 0,
      min: 132100000,
      max: 1450000000,
      text: ['1.45B', '132M'],
      inRange: { color: ['#EFF6FF', '#08306B'] },
    });
  });

  it('uses the chosen sequential scheme', () => {
    const option = optionOf(render({ linear_color_scheme: 'blue_white_yellow' }));
    expect(option.visualMap).toMatchObject({ inRange: { color: ['#1A4B8C', '#FFFFFF', '#F5C400'] } });
  });

  it('draws bubbles at the countries, √value scaled onto 1..max_bubble_size, largest first', () => {
    const bubbles = optionOf(render()).series[1]!;
    expect(bubbles).toMatchObject({
      type: 'scatter',
      coordinateSystem: 'geo',
      name: 'avg__gdp_per_capita',
      itemStyle: { color: 'rgba(0,122,135,0.5)', borderColor: 'rgba(0,122,135,1)' },
    });
    // USA has the largest GDP per capita (radius 25), Nigeria the smallest (radius 1).
    expect(bubbles.data[0]).toEqual({ name: 'USA', value: [-97.75, 39.03, 85829.45], symbolSize: 50 });
    expect(bubbles.data.at(-1)).toEqual({ name: 'NGA', value: [7.35, 9.49, 984.32], symbolSize: 2 });
    const chn = bubbles.data.find((d) => d.name === 'CHN')!;
    const scale = (v: number) =>
      1 + ((Math.sqrt(v) - Math.sqrt(984.32)) / (Math.sqrt(85829.45) - Math.sqrt(984.32))) * 24;
    expect(chn.symbolSize).toBeCloseTo(2 * scale(13963.26), 9);
  });

  it('draws no bubbles unless show_bubbles, and sizes them by the metric without a secondary metric', () => {
    expect(optionOf(render({ show_bubbles: false })).series).toHaveLength(1);
    const bubbles = optionOf(render({ secondary_metric: null })).series[1]!;
    expect(bubbles.name).toBe('sum__population');
    expect(bubbles.data[0]).toMatchObject({ name: 'IND', symbolSize: 50 });
  });

  it('formats tooltips with the country name and the number format', () => {
    const { tooltip } = optionOf(render({ y_axis_format: ',d' }));
    expect(tooltip.formatter({ name: 'IND', seriesType: 'map' })).toBe(
      '<strong>India</strong><br/>sum__population: 1,450,000,000',
    );
    expect(tooltip.formatter({ name: 'USA', seriesType: 'scatter' })).toBe(
      '<strong>United States</strong><br/>avg__gdp_per_capita: 85,829',
    );
    // Countries without data (Greenland here) get no tooltip.
    expect(tooltip.formatter({ name: 'GRL', seriesType: 'map' })).toBe('');
  });

  it("names metrics by the dataset's verbose names and uses a saved metric's currency", () => {
    const props = transformProps({
      formData: worldMapFormDataSchema.parse({ ...baseFormData, y_axis_format: ',.0f' }),
      queriesData: [POPULATION],
      width: 800,
      height: 450,
      hooks: {},
      datasource: {
        id: 4,
        type: 'table',
        columns: [],
        metrics: [
          { metric_name: 'sum__population', verbose_name: 'Population', currency: null },
          { metric_name: 'avg__gdp_per_capita', verbose_name: 'GDP per capita' },
        ],
      },
    });
    const { tooltip } = optionOf(props);
    expect(tooltip.formatter({ name: 'PAK', seriesType: 'map' })).toBe(
      '<strong>Pakistan</strong><br/>Population: 251,300,000',
    );
    expect(tooltip.formatter({ name: 'PAK', seriesType: 'scatter' })).toBe(
      '<strong>Pakistan</strong><br/>GDP per capita: 1,493',
    );
  });

  it('puts the currency on formatted values', () => {
    const { tooltip, visualMap } = optionOf(
      render({ y_axis_format: ',.0f', currency_format: { symbol: 'EUR', symbolPosition: 'suffix' } }),
    );
    expect(tooltip.formatter({ name: 'ETH', seriesType: 'map' })).toBe(
      '<strong>Ethiopia</strong><br/>sum__population: 132,100,000 €',
    );
    expect(visualMap!.text).toEqual(['1,450,000,000 €', '132,100,000 €']);
  });

  it('colors each country from the categorical scheme when coloring by country', () => {
    const option = optionOf(render({ color_by: 'country' }));
    expect(option.visualMap).toBeUndefined();
    expect(option.geo.regions.slice(0, 3)).toEqual([
      { name: 'IND', itemStyle: { areaColor: '#1F77B4' } },
      { name: 'CHN', itemStyle: { areaColor: '#FF7F0E' } },
      { name: 'USA', itemStyle: { areaColor: '#2CA02C' } },
    ]);
  });

  it('reads full country names, including other spellings', () => {
    const option = optionOf(
      render({ entity: 'country_name', country_fieldtype: 'name', secondary_metric: null }, AFRICA_BY_NAME),
    );
    expect(option.series[0]!.data.map((d) => d.name)).toEqual(['NGA', 'ETH', 'COD', 'TZA', 'ZAF', 'KEN']);
  });

  it('ignores unknown and null codes, reads numbers sent as text, and keeps null values uncolored', () => {
    const result: ChartDataResult = {
      ...POPULATION,
      data: [
        { country_code: 'XXX', sum__population: 5, avg__gdp_per_capita: 1 },
        { country_code: null, sum__population: 7, avg__gdp_per_capita: 1 },
        { country_code: 'IND', sum__population: '1450000000', avg__gdp_per_capita: '2648.29' },
        { country_code: 'fra', sum__population: null, avg__gdp_per_capita: 40000 },
      ],
    };
    const props = render({}, result);
    const option = optionOf(props);
    expect(option.series[0]!.data).toEqual([
      { name: 'IND', value: 1450000000 },
      { name: 'FRA', value: null },
    ]);
    expect(option.visualMap).toMatchObject({ min: 1450000000, max: 1450000000 });
    expect(props.dataSize).toBe(4);
    expect(option.tooltip.formatter({ name: 'FRA', seriesType: 'map' })).toBe(
      '<strong>France</strong><br/>sum__population: N/A',
    );
  });

  it('draws the bare world when no code is known (e.g. alpha-3 codes read as alpha-2)', () => {
    const props = render({ country_fieldtype: 'cca2' });
    const option = optionOf(props);
    expect(option.geo.map).toBe('world');
    expect(option.visualMap).toBeUndefined();
    expect(option.series).toEqual([expect.objectContaining({ type: 'scatter', data: [] })]);
    expect(props.dataSize).toBe(0);
  });

  it('fades countries and bubbles outside the cross-filter selection', () => {
    const option = optionOf(
      render({}, POPULATION, { filterState: { value: ['USA'], selectedValues: ['USA'] } }),
    );
    expect(option.geo.regions).toHaveLength(9);
    expect(option.geo.regions[0]).toEqual({ name: 'IND', itemStyle: { opacity: 0.35 } });
    expect(option.geo.regions.some((r) => r.name === 'USA')).toBe(false);
    const usa = option.series[1]!.data.find((d) => d.name === 'USA')!;
    expect(usa).not.toHaveProperty('itemStyle');
    expect(option.series[1]!.data.find((d) => d.name === 'IND')).toMatchObject({
      itemStyle: { opacity: 0.35 },
    });
  });
});

describe('world map interactions', () => {
  const click = (
    name: string,
    extra: Parameters<typeof render>[2] = {},
    formData: Record<string, unknown> = {},
  ) => {
    const setDataMask = vi.fn();
    const props = render(formData, POPULATION, { ...extra, hooks: { setDataMask } });
    props.eventHandlers!.click!({ name, seriesType: 'map' } as EChartEventParams);
    return setDataMask;
  };

  it('cross-filters the entity column on the clicked country, in the dataset spelling', () => {
    expect(click('BRA').mock.calls).toEqual([
      [
        {
          extraFormData: { filters: [{ col: 'country_code', op: 'IN', val: ['BRA'] }] },
          filterState: { value: ['BRA'], selectedValues: ['BRA'] },
        },
      ],
    ]);
  });

  it('filters on the name when the column holds names', () => {
    const setDataMask = vi.fn();
    const props = transformProps({
      formData: worldMapFormDataSchema.parse({
        ...baseFormData,
        entity: 'country_name',
        country_fieldtype: 'name',
      }),
      queriesData: [AFRICA_BY_NAME],
      width: 800,
      height: 450,
      hooks: { setDataMask },
    });
    props.eventHandlers!.click!({ name: 'COD', seriesType: 'scatter' } as EChartEventParams);
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: {
        filters: [{ col: 'country_name', op: 'IN', val: ['Democratic Republic of the Congo'] }],
      },
      filterState: {
        value: ['Democratic Republic of the Congo'],
        selectedValues: ['Democratic Republic of the Congo'],
      },
    });
  });

  it('clears the filter when the selected country is clicked again', () => {
    expect(click('BRA', { filterState: { value: ['BRA'], selectedValues: ['BRA'] } }).mock.calls).toEqual([
      [{ extraFormData: { filters: [] }, filterState: { value: null } }],
    ]);
  });

  it('does nothing for countries without data', () => {
    expect(click('GRL')).not.toHaveBeenCalled();
  });

  it('reports the country for drill to detail on right-click', () => {
    const onContextMenu = vi.fn();
    const preventDefault = vi.fn();
    const props = render({}, POPULATION, { hooks: { onContextMenu } });
    props.eventHandlers!.contextmenu!({
      name: 'IDN',
      seriesType: 'map',
      event: {
        event: { clientX: 120, clientY: 80, preventDefault } as unknown as MouseEvent & {
          preventDefault(): void;
        },
      },
    });
    expect(preventDefault).toHaveBeenCalled();
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 120,
      clientY: 80,
      filters: [{ col: 'country_code', op: '==', val: 'IDN', formattedVal: 'IDN' }],
    });
  });
});
