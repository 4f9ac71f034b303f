import { getColumnLabel, getMetricLabel, rgbaToString } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { getSequentialScheme } from '../../sdk/color/colorSchemes.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { selectedValues } from '../../sdk/crossFilter.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { tooltipHtml } from '../../sdk/echarts/tooltipHtml.js';
import { metricFormatter } from '../../sdk/format/metricFormatter.js';
import { WORLD_MAP } from '../../sdk/geo/mapNames.js';
import type { WorldMapFormData } from './formData.js';
import { bubbleRadii, worldMapEntries, type WorldMapEntry } from './worldMapEntries.js';
import { worldMapEventHandlers } from './worldMapInteractions.js';

/** Countries without data, and their borders. */
export const NO_DATA_COLOR = '#E3E6EA';
export const BORDER_COLOR = '#FFFFFF';
/** How much non-selected countries fade while a cross-filter is set (Superset's 0.35). */
export const UNSELECTED_OPACITY = 0.35;

export function transformProps(chartProps: ChartProps<WorldMapFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const metricLabel = getMetricLabel(formData.metric);
  const secondaryLabel = formData.secondary_metric ? getMetricLabel(formData.secondary_metric) : null;
  const column = getColumnLabel(formData.entity);
  const entries = worldMapEntries(queriesData[0]?.data ?? [], {
    entity: column,
    metric: metricLabel,
    secondaryMetric: secondaryLabel,
    fieldType: formData.country_fieldtype,
  });
  const byCca3 = new Map(entries.map((entry) => [entry.country.cca3, entry]));
  // The country codes (dataset spelling) this chart's cross-filter selects.
  const selected = new Set(selectedValues(filterState).filter((value) => typeof value === 'string'));
  const format = metricFormatter(formData.y_axis_format, metricLabel, datasource, formData.currency_format);

  const byCountry = formData.color_by === 'country';
  const colorOf = chartColorScale(chartProps);
  const values = entries.flatMap((entry) => (entry.m1 === null ? [] : [entry.m1]));
  const [min, max] = values.length ? [Math.min(...values), Math.max(...values)] : [0, 0];

  const regions = entries.flatMap((entry) => {
    const faded = selected.size > 0 && !selected.has(entry.code);
    const areaColor = byCountry ? colorOf(entry.country.name) : undefined;
    if (!areaColor && !faded) return [];
    return [
      {
        name: entry.country.cca3,
        itemStyle: { ...(areaColor ? { areaColor } : {}), ...(faded ? { opacity: UNSELECTED_OPACITY } : {}) },
      },
    ];
  });

  const color = formData.color_picker;
  const radii = bubbleRadii(entries, formData.max_bubble_size);
  const bubbles = formData.show_bubbles
    ? entries
        .filter((entry) => radii.has(entry.country.cca3))
        .sort((a, b) => radii.get(b.country.cca3)! - radii.get(a.country.cca3)!)
        .map((entry) => ({
          name: entry.country.cca3,
          value: [entry.country.lng, entry.country.lat, entry.m2],
          symbolSize: 2 * radii.get(entry.country.cca3)!,
          ...(selected.size > 0 && !selected.has(entry.code)
            ? { itemStyle: { opacity: UNSELECTED_OPACITY } }
            : {}),
        }))
    : [];

  // Tooltips name metrics as the dataset does (a saved metric's verbose name).
  const verbose = (label: string) =>
    datasource?.metrics.find((m) => m.metric_name === label)?.verbose_name || label;
  const tooltip = (entry: WorldMapEntry, isBubble: boolean) =>
    tooltipHtml(
      entry.country.name,
      [
        isBubble
          ? `${verbose(secondaryLabel ?? metricLabel)}: ${format(entry.m2)}`
          : `${verbose(metricLabel)}: ${format(entry.m1)}`,
      ],
      'strong',
    );

  const mapSeries = {
    type: 'map',
    name: metricLabel,
    geoIndex: 0,
    data: entries.map((entry) => ({ name: entry.country.cca3, value: entry.m1 })),
  };
  const option = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { name?: unknown; seriesType?: unknown }) => {
        const entry = typeof params.name === 'string' ? byCca3.get(params.name) : undefined;
        return entry ? tooltip(entry, params.seriesType === 'scatter') : '';
      },
    },
    geo: {
      map: WORLD_MAP,
      // Like Superset's World Map, no pan or zoom: the mouse wheel keeps scrolling the dashboard.
      roam: false,
      top: 10,
      bottom: byCountry ? 10 : 40,
      left: 10,
      right: 10,
      selectedMode: false,
      itemStyle: { areaColor: NO_DATA_COLOR, borderColor: BORDER_COLOR, borderWidth: 0.5 },
      emphasis: {
        label: { show: false },
        itemStyle: { areaColor: rgbaToString(color), borderColor: '#666666', borderWidth: 1 },
      },
      regions,
    },
    ...(byCountry || entries.length === 0
      ? {}
      : {
          visualMap: {
            type: 'continuous',
            seriesIndex: 0,
            min,
            max,
            calculable: false,
            orient: 'horizontal',
            left: 10,
            bottom: 10,
            itemWidth: 12,
            itemHeight: Math.max(60, Math.min(200, width / 4)),
            text: [format(max), format(min)],
            // The value shown beside the bar while hovering a country.
            formatter: (value: unknown) => format(typeof value === 'number' ? value : null),
            inRange: { color: [...getSequentialScheme(formData.linear_color_scheme).colors] },
          },
        }),
    // An empty map series hides the shared geo in ECharts 6, so a result without a known country draws
    // the bare world instead.
    series: [
      ...(entries.length === 0 ? [] : [mapSeries]),
      ...(formData.show_bubbles
        ? [
            {
              type: 'scatter',
              name: secondaryLabel ?? metricLabel,
              coordinateSystem: 'geo',
              data: bubbles,
              itemStyle: {
                color: rgbaToString({ ...color, a: color.a * 0.5 }),
                borderColor: rgbaToString(color),
                borderWidth: 1,
              },
              emphasis: { itemStyle: { color: rgbaToString({ ...color, a: color.a * 0.85 }) } },
            },
          ]
        : []),
    ],
  };

  return {
    width,
    height,
    option,
    eventHandlers: worldMapEventHandlers({ entries: byCca3, column, hooks, selected }),
    dataSize: entries.length + bubbles.length,
  };
}
