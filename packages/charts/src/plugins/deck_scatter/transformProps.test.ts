import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartDataResult, ChartDatasource, ChartHooks } from '../../sdk/chartPlugin.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import { decodeGeohash } from '../../sdk/geo/geohash.js';
import { mercatorY, projectMercator } from '../../sdk/geo/mercator.js';
import { metersPerPixel } from '../../sdk/geo/pointSize.js';
import { deckScatterFormDataSchema } from './formData.js';
import { transformProps } from './transformProps.js';

// The preview server's answers to buildQuery for geo_points filtered to London and Tokyo (row_limit 4).
const LATLONG: ChartDataResult = {
  colnames: ['lon', 'lat', 'category'],
  coltypes: [0, 0, 1],
  rowcount: 4,
  data: [
    { lon: 139.60144, lat: 35.47354, category: 'Office' },
    { lon: 139.51704, lat: 35.65532, category: 'Office' },
    { lon: 139.23388, lat: 35.52744, category: 'Warehouse' },
    { lon: 139.40934, lat: 35.67793, category: 'Office' },
  ],
};
const DELIMITED: ChartDataResult = {
  colnames: ['latlon', 'city'],
  coltypes: [1, 1],
  rowcount: 4,
  data: [
    { latlon: '35.47354,139.60144', city: 'Tokyo' },
    { latlon: '35.65532,139.51704', city: 'Tokyo' },
    { latlon: '35.52744,139.23388', city: 'Tokyo' },
    { latlon: '35.67793,139.40934', city: 'Tokyo' },
  ],
};
const GEOHASH: ChartDataResult = {
  colnames: ['geohash', 'sum__value'],
  coltypes: [1, 0],
  rowcount: 4,
  data: [
    { geohash: 'xn74pq1mv', sum__value: 3772.58 },
    { geohash: 'u10j1mtsq', sum__value: 2373.48 },
    { geohash: 'gcpuc3m25', sum__value: 2168.62 },
    { geohash: 'u10hyrxd8', sum__value: 1890.57 },
  ],
};

const LATLONG_SPATIAL = { type: 'latlong', latCol: 'lat', lonCol: 'lon' };

function render(
  formData: Record<string, unknown>,
  result: ChartDataResult,
  extra: {
    hooks?: ChartHooks;
    filterState?: { value?: unknown; selectedValues?: unknown };
    datasource?: ChartDatasource;
  } = {},
) {
  return transformProps({
    formData: deckScatterFormDataSchema.parse({
      datasource: '5__table',
      viz_type: 'deck_scatter',
      ...formData,
    }),
    queriesData: [result],
    width: 800,
    height: 450,
    hooks: extra.hooks ?? {},
    filterState: extra.filterState,
    datasource: extra.datasource,
  });
}

type Option = {
  backgroundColor: string;
  geo: { map: string; center: [number, number]; zoom: number; layoutSize: number; aspectScale: number };
  legend?: Record<string, unknown> & { formatter: (name: string) => string };
  series: {
    name: string;
    coordinateSystem: string;
    itemStyle: Record<string, unknown>;
    data: { value: [number, number]; symbolSize: number }[];
  }[];
  tooltip: { formatter: (params: { seriesIndex?: number; dataIndex?: number }) => string };
};
const optionOf = (props: ReturnType<typeof render>) => props.option as unknown as Option;

beforeEach(() => resetLabelColors());

describe('deck scatter transformProps', () => {
  it('plots latlong rows on the Mercator world, one series per category in its scheme color', () => {
    const option = optionOf(render({ spatial: LATLONG_SPATIAL, dimension: 'category' }, LATLONG));
    expect(option.geo.map).toBe('world-mercator');
    expect(option.series.map((s) => s.name)).toEqual(['Office', 'Warehouse']);
    expect(option.series[0]).toMatchObject({ type: 'scatter', coordinateSystem: 'geo' });
    expect(option.series[0]!.itemStyle.color).toBe('rgba(31,119,180,1)');
    expect(option.series[1]!.itemStyle.color).toBe('rgba(255,127,14,1)');
    expect(option.series[0]!.data.map((d) => d.value)).toEqual([
      projectMercator({ longitude: 139.60144, latitude: 35.47354 }),
      projectMercator({ longitude: 139.51704, latitude: 35.65532 }),
      projectMercator({ longitude: 139.40934, latitude: 35.67793 }),
    ]);
    expect(option.series[0]!.data[0]!.value[1]).toBeCloseTo(37.985, 3);
  });

  it('decodes reversed "lat,lon" text to the same points', () => {
    const latlong = optionOf(render({ spatial: LATLONG_SPATIAL }, LATLONG));
    const delimited = optionOf(
      render(
        { spatial: { type: 'delimited', lonlatCol: 'latlon', delimiter: ',', reverseCheckbox: true } },
        DELIMITED,
      ),
    );
    expect(delimited.series[0]!.data.map((d) => d.value)).toEqual(
      latlong.series[0]!.data.map((d) => d.value),
    );
    expect(delimited.series[0]!.name).toBe('Points');
    expect(delimited.series[0]!.itemStyle.color).toBe('rgba(0,122,135,1)');
  });

  it('decodes geohashes to cell centres and sizes points by the metric in meters at the zoom', () => {
    const formData = {
      spatial: { type: 'geohash', geohashCol: 'geohash' },
      point_radius_fixed: { type: 'metric', value: 'sum__value' },
      point_unit: 'radius_m',
      multiplier: 2,
      min_radius: 1,
      max_radius: 80,
      autozoom: false,
      viewport: { longitude: -0.13, latitude: 51.5, zoom: 10, bearing: 0, pitch: 0 },
    };
    const data = optionOf(render(formData, GEOHASH)).series[0]!.data;
    const london = decodeGeohash('u10j1mtsq')!;
    expect(data[1]!.value).toEqual(projectMercator(london));
    // 2373.48 m × 2 at 51.5° and zoom 10 (47.55 m per pixel) → a 99.8 px radius, clamped to 80.
    expect(metersPerPixel(london.latitude, 10)).toBeCloseTo(47.55, 2);
    expect(data[1]!.symbolSize).toBe(160);
    expect(data[3]!.symbolSize).toBeCloseTo(
      (2 * 1890.57 * 2) / metersPerPixel(decodeGeohash('u10hyrxd8')!.latitude, 10),
      9,
    );
    expect(data[3]!.symbolSize).toBeCloseTo(158.9, 1);
  });

  it("uses min_radius for points smaller than a pixel (the spec's default 5 m² at city zoom)", () => {
    const data = optionOf(render({ spatial: LATLONG_SPATIAL }, LATLONG)).series[0]!.data;
    expect(data.map((d) => d.symbolSize)).toEqual([4, 4, 4, 4]);
  });

  it('zooms to the data (autozoom) on a 512 px Mercator world', () => {
    const { geo } = optionOf(render({ spatial: LATLONG_SPATIAL }, LATLONG));
    const xSpan = 139.60144 - 139.23388;
    const ySpan = mercatorY(35.67793) - mercatorY(35.47354);
    const zoom = Math.log2(Math.min(760 / xSpan, 410 / ySpan) / (512 / 360));
    expect(geo).toMatchObject({ layoutSize: 512, aspectScale: 1 });
    expect(geo.zoom).toBeCloseTo(2 ** zoom, 6);
    expect(geo.center[0]).toBeCloseTo((139.60144 + 139.23388) / 2, 9);
    expect(geo.center[1]).toBeCloseTo((mercatorY(35.67793) + mercatorY(35.47354)) / 2, 9);
  });

  it('shows the saved viewport when autozoom is off', () => {
    const viewport = { longitude: 139.65, latitude: 35.68, zoom: 9, bearing: 0, pitch: 0 };
    const { geo } = optionOf(render({ spatial: LATLONG_SPATIAL, autozoom: false, viewport }, LATLONG));
    expect(geo.zoom).toBe(512);
    expect(geo.center).toEqual([139.65, mercatorY(35.68)]);
  });

  it('places a scrolling legend of categories where legend_position says, and none without', () => {
    const option = optionOf(
      render({ spatial: LATLONG_SPATIAL, dimension: 'category', legend_position: 'bl' }, LATLONG),
    );
    expect(option.legend).toMatchObject({
      type: 'scroll',
      bottom: 10,
      left: 10,
      data: ['Office', 'Warehouse'],
    });
    expect(option.legend!.formatter('A'.repeat(45))).toBe(`${'A'.repeat(40)}...`);
    expect(
      optionOf(render({ spatial: LATLONG_SPATIAL, dimension: 'category', legend_position: null }, LATLONG))
        .legend,
    ).toBeUndefined();
    expect(optionOf(render({ spatial: LATLONG_SPATIAL }, LATLONG)).legend).toBeUndefined();
  });

  it('applies the color picker alpha to category colors', () => {
    const option = optionOf(
      render(
        { spatial: LATLONG_SPATIAL, dimension: 'category', color_picker: { r: 1, g: 2, b: 3, a: 0.5 } },
        LATLONG,
      ),
    );
    expect(option.series.map((s) => s.itemStyle.color)).toEqual([
      'rgba(31,119,180,0.5)',
      'rgba(255,127,14,0.5)',
    ]);
  });

  it('formats tooltips with the location, the category and the metric', () => {
    const latlong = optionOf(render({ spatial: LATLONG_SPATIAL, dimension: 'category' }, LATLONG));
    expect(latlong.tooltip.formatter({ seriesIndex: 1, dataIndex: 0 })).toBe(
      'Longitude and Latitude: 139.23388, 35.52744<br/>Category: Warehouse',
    );
    const geohash = optionOf(
      render(
        {
          spatial: { type: 'geohash', geohashCol: 'geohash' },
          point_radius_fixed: { type: 'metric', value: 'sum__value' },
        },
        GEOHASH,
        {
          datasource: {
            id: 5,
            type: 'table',
            columns: [],
            metrics: [{ metric_name: 'sum__value', d3format: ',.2f' }],
          },
        },
      ),
    );
    const tokyo = decodeGeohash('xn74pq1mv')!;
    expect(geohash.tooltip.formatter({ seriesIndex: 0, dataIndex: 0 })).toBe(
      `Longitude and Latitude: ${tokyo.longitude}, ${tokyo.latitude}<br/>sum__value: 3,772.58`,
    );
    expect(latlong.tooltip.formatter({ seriesIndex: 5, dataIndex: 0 })).toBe('');
  });

  it('skips rows whose location is missing or unparseable and reads numbers sent as text', () => {
    const result: ChartDataResult = {
      ...LATLONG,
      data: [
        { lon: '139.60144', lat: '35.47354', category: 'Office' },
        { lon: null, lat: 35.6, category: 'Office' },
        { lon: 'east', lat: 35.6, category: 'Office' },
        { lon: 139.5, lat: 135, category: 'Office' },
        { lon: 139.51704, lat: 35.65532, category: null },
      ],
    };
    const props = render({ spatial: LATLONG_SPATIAL, dimension: 'category' }, result);
    expect(props.dataSize).toBe(2);
    expect(optionOf(props).series.map((s) => [s.name, s.data.length])).toEqual([
      ['Office', 1],
      ['<NULL>', 1],
    ]);
  });

  it('names categories of a temporal dimension as dates and numeric ones with the legend format', () => {
    const result = (coltype: number): ChartDataResult => ({
      colnames: ['lon', 'lat', 'opened'],
      coltypes: [0, 0, coltype],
      rowcount: 2,
      data: [
        { lon: 139.60144, lat: 35.47354, opened: 1704067200000 },
        { lon: 139.51704, lat: 35.65532, opened: 1709251200000 },
      ],
    });
    const names = (coltype: number, legend_format?: string) =>
      optionOf(
        render({ spatial: LATLONG_SPATIAL, dimension: 'opened', legend_format }, result(coltype)),
      ).series.map((s) => s.name);
    expect(names(2)).toEqual(['2024', 'March']);
    expect(names(0, ',d')).toEqual(['1,704,067,200,000', '1,709,251,200,000']);
    expect(names(0)).toEqual(['1704067200000', '1709251200000']);
  });

  it('fades categories outside the cross-filter selection', () => {
    const option = optionOf(
      render({ spatial: LATLONG_SPATIAL, dimension: 'category' }, LATLONG, {
        filterState: { value: ['Warehouse'], selectedValues: ['Warehouse'] },
      }),
    );
    expect(option.series[0]!.itemStyle).toEqual({ color: 'rgba(31,119,180,1)', opacity: 0.2 });
    expect(option.series[1]!.itemStyle).toEqual({ color: 'rgba(255,127,14,1)' });
  });
});

describe('deck scatter interactions', () => {
  const setup = (
    formData: Record<string, unknown>,
    filterState?: { value?: unknown; selectedValues?: unknown },
  ) => {
    const setDataMask = vi.fn();
    const onContextMenu = vi.fn();
    const props = render(formData, LATLONG, { hooks: { setDataMask, onContextMenu }, filterState });
    return { props, setDataMask, onContextMenu };
  };
  const point = (seriesIndex: number, dataIndex: number, event?: unknown) =>
    ({ seriesType: 'scatter', seriesIndex, dataIndex, event }) as EChartEventParams;

  it('cross-filters on the clicked point category', () => {
    const { props, setDataMask } = setup({ spatial: LATLONG_SPATIAL, dimension: 'category' });
    props.eventHandlers!.click!(point(1, 0));
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'category', op: 'IN', val: ['Warehouse'] }] },
      filterState: { value: ['Warehouse'], selectedValues: ['Warehouse'] },
    });
  });

  it('clears the filter when a selected category is clicked again, and does nothing without a dimension', () => {
    const selected = setup(
      { spatial: LATLONG_SPATIAL, dimension: 'category' },
      { selectedValues: ['Office'] },
    );
    selected.props.eventHandlers!.click!(point(0, 2));
    expect(selected.setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [] },
      filterState: { value: null },
    });
    const plain = setup({ spatial: LATLONG_SPATIAL });
    plain.props.eventHandlers!.click!(point(0, 0));
    expect(plain.setDataMask).not.toHaveBeenCalled();
  });

  it('reports the point location columns and category for drill to detail', () => {
    const { props, onContextMenu } = setup({ spatial: LATLONG_SPATIAL, dimension: 'category' });
    const preventDefault = vi.fn();
    props.eventHandlers!.contextmenu!(point(0, 1, { event: { clientX: 10, clientY: 20, preventDefault } }));
    expect(preventDefault).toHaveBeenCalled();
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 10,
      clientY: 20,
      filters: [
        { col: 'lon', op: '==', val: 139.51704, formattedVal: '139.51704' },
        { col: 'lat', op: '==', val: 35.65532, formattedVal: '35.65532' },
        { col: 'category', op: '==', val: 'Office', formattedVal: 'Office' },
      ],
    });
  });
});
