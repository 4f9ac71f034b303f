import { getColumnLabel, getMetricLabel, parseColor, rgbaToString, truncateLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { selectedValues } from '../../sdk/crossFilter.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { tooltipHtml } from '../../sdk/echarts/tooltipHtml.js';
import { getNumberFormatter } from '../../sdk/format/numberFormat.js';
import { getTimeFormatter, SMART_DATE } from '../../sdk/format/timeFormat.js';
import { WORLD_MERCATOR_MAP } from '../../sdk/geo/mapNames.js';
import { projectMercator } from '../../sdk/geo/mercator.js';
import { pointRadiusPixels } from '../../sdk/geo/pointSize.js';
import { spatialColumns } from '../../sdk/geo/spatial.js';
import { fitViewport, viewportToGeoView } from '../../sdk/geo/viewport.js';
import { POINT_RADIUS_FALLBACK, type DeckScatterFormData } from './formData.js';
import { scatterEventHandlers } from './scatterInteractions.js';
import { groupPoints, NULL_CATEGORY, scatterPoints, type ScatterPoint } from './scatterPoints.js';

/** The base map: pale land on light water, like Mapbox's light style Superset charts default to. */
export const LAND_COLOR = '#F4F4F2';
export const BORDER_COLOR = '#C5CAD0';
export const WATER_COLOR = '#DCE3E9';
/** Superset's GenericDataType.TEMPORAL in a result's coltypes. */
const TEMPORAL_COLTYPE = 2;
/** How much points of other categories fade while a cross-filter is set. */
export const UNSELECTED_OPACITY = 0.2;

const LEGEND_PLACEMENT = {
  tl: { top: 10, left: 10 },
  tr: { top: 10, right: 10 },
  bl: { bottom: 10, left: 10 },
  br: { bottom: 10, right: 10 },
} as const;

/** A color (a scheme's hex, or a dashboard's forced color in any CSS form) with the picker's alpha. */
function withAlpha(color: string, alpha: number): string {
  try {
    return rgbaToString({ ...parseColor(color), a: alpha });
  } catch {
    return color;
  }
}

export function transformProps(chartProps: ChartProps<DeckScatterFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const radius = formData.point_radius_fixed;
  const metric = radius.type === 'metric' ? getMetricLabel(radius.value) : null;
  const dimension = formData.dimension ? getColumnLabel(formData.dimension) : null;
  const points = scatterPoints(queriesData[0]?.data ?? [], {
    spatial: formData.spatial,
    dimension,
    metric,
    fixedSize: radius.type === 'fix' ? (radius.value ?? POINT_RADIUS_FALLBACK) : null,
  });

  const viewport = formData.autozoom
    ? fitViewport(
        formData.viewport,
        points.map((p) => p.location),
        width,
        height,
      )
    : formData.viewport;
  const sizeOptions = {
    unit: formData.point_unit,
    multiplier: formData.multiplier || 1,
    zoom: viewport.zoom,
    minRadius: formData.min_radius,
    maxRadius: formData.max_radius,
  };

  const legendNumberFormat = formData.legend_format ? getNumberFormatter(formData.legend_format) : null;
  // A temporal dimension arrives as epoch milliseconds: name its categories as dates.
  const result = queriesData[0];
  const dimensionIsTemporal =
    dimension !== null && result?.coltypes[result.colnames.indexOf(dimension)] === TEMPORAL_COLTYPE;
  const formatTime = getTimeFormatter(SMART_DATE);
  const formatCategory = (category: ScatterPoint['category']) =>
    category === null
      ? NULL_CATEGORY
      : typeof category === 'number' && dimensionIsTemporal
        ? formatTime(category)
        : typeof category === 'number' && legendNumberFormat
          ? legendNumberFormat(category)
          : String(category);

  // One series per category, so the legend shows and toggles categories; first-seen order.
  const groups = groupPoints(points, (point) =>
    dimension === null ? (metric ?? 'Points') : formatCategory(point.category),
  );
  const names = [...groups.keys()];
  const pointsBySeries = [...groups.values()];

  const picker = formData.color_picker;
  const colorOf = chartColorScale(chartProps);
  const selected = dimension === null ? [] : selectedValues(filterState);
  const isFaded = (group: readonly ScatterPoint[]) =>
    selected.length > 0 && !selected.includes(group[0]?.category);

  const series = pointsBySeries.map((group, index) => ({
    type: 'scatter',
    name: names[index],
    coordinateSystem: 'geo',
    symbol: 'circle',
    itemStyle: {
      color: dimension === null ? rgbaToString(picker) : withAlpha(colorOf(names[index]!), picker.a),
      ...(isFaded(group) ? { opacity: UNSELECTED_OPACITY } : {}),
    },
    emphasis: { scale: false, itemStyle: { borderColor: '#222222', borderWidth: 1 } },
    data: group.map((point) => ({
      value: projectMercator(point.location),
      symbolSize: 2 * pointRadiusPixels(point.size, point.location.latitude, sizeOptions),
    })),
  }));

  const metricFormat = getNumberFormatter(
    datasource?.metrics.find((m) => m.metric_name === metric)?.d3format ?? null,
  );
  const tooltip = (point: ScatterPoint) =>
    tooltipHtml(
      null,
      [
        `Longitude and Latitude: ${point.location.longitude}, ${point.location.latitude}`,
        ...(dimension === null ? [] : [`Category: ${formatCategory(point.category)}`]),
        ...(metric === null ? [] : [`${metric}: ${metricFormat(point.size)}`]),
      ],
      'strong',
    );

  const legendPlacement = formData.legend_position ? LEGEND_PLACEMENT[formData.legend_position] : null;
  const option = {
    backgroundColor: WATER_COLOR,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { seriesIndex?: number; dataIndex?: number }) => {
        const point = pointsBySeries[params.seriesIndex ?? -1]?.[params.dataIndex ?? -1];
        return point ? tooltip(point) : '';
      },
    },
    geo: {
      map: WORLD_MERCATOR_MAP,
      roam: true,
      silent: true,
      ...viewportToGeoView(viewport),
      itemStyle: { areaColor: LAND_COLOR, borderColor: BORDER_COLOR, borderWidth: 0.5 },
    },
    ...(dimension !== null && legendPlacement
      ? {
          legend: {
            type: 'scroll',
            orient: 'vertical',
            ...legendPlacement,
            padding: 8,
            backgroundColor: 'rgba(255,255,255,0.85)',
            borderRadius: 4,
            data: names,
            formatter: (name: string) => truncateLabel(name),
            tooltip: { show: true },
          },
        }
      : {}),
    series,
  };

  return {
    width,
    height,
    option,
    eventHandlers: scatterEventHandlers({
      pointsBySeries,
      dimension,
      locationColumns: spatialColumns(formData.spatial),
      hooks,
      selected,
      formatCategory,
    }),
    dataSize: points.length,
  };
}
