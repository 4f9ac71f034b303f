import {
  getColumnLabel,
  getMetricLabel,
  parseJsonObject,
  type QueryColumn,
  type QueryMetric,
} from '@sightline/core';
import { asList } from '@sightline/charts';
import { complexMessages as m } from '../messages';

/**
 * An annotation layer as `annotation_layers` holds it, in the shape the time-series plugins read
 * (packages/charts/src/plugins/timeseries/annotations/annotationLayer.ts) and the server resolves
 * (server/src/services/chartData/annotationLayers.ts): FORMULA layers carry their expression in
 * `value`; EVENT, INTERVAL and TIME_SERIES layers read a saved chart (`value` = its id) whose source type
 * is 'table' (events and intervals: records with time and title columns) or 'line' (time series).
 */

export const ANNOTATION_TYPES = ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

export const OPACITIES = ['', 'opacityLow', 'opacityMedium', 'opacityHigh'] as const;
export const LINE_STYLES = ['solid', 'dashed', 'longDashed', 'dotted'] as const;

/** Override keys the server applies to the annotation chart's query (a null value: take this chart's). */
export const OVERRIDE_KEYS = ['time_range', 'time_grain_sqla', 'granularity_sqla'] as const;
export type OverrideKey = (typeof OVERRIDE_KEYS)[number];

export interface AnnotationLayerValue {
  name: string;
  annotationType: AnnotationType;
  sourceType?: string | null;
  value?: string | number | null;
  overrides?: Record<string, unknown> | null;
  show?: boolean;
  showLabel?: boolean;
  showMarkers?: boolean;
  hideLine?: boolean;
  titleColumn?: string | null;
  descriptionColumns?: string[] | null;
  timeColumn?: string | null;
  intervalEndColumn?: string | null;
  color?: string | null;
  opacity?: string | null;
  style?: string | null;
  width?: number | string | null;
}

/** The chart types whose saved charts can feed a layer type (none for formulas). */
export const SOURCE_VIZ_TYPES: Readonly<Record<AnnotationType, readonly string[]>> = {
  FORMULA: [],
  EVENT: ['table'],
  INTERVAL: ['table'],
  TIME_SERIES: [
    'echarts_timeseries_line',
    'echarts_timeseries_smooth',
    'echarts_timeseries_step',
    'echarts_timeseries_bar',
    'echarts_area',
    'echarts_timeseries_scatter',
    'echarts_timeseries',
    'line',
  ],
};

/** FORMULA layers are computed in the browser (NATIVE); the others name the kind of chart they read. */
export function sourceTypeFor(annotationType: AnnotationType): string {
  if (annotationType === 'FORMULA') return 'NATIVE';
  return annotationType === 'TIME_SERIES' ? 'line' : 'table';
}

export function newAnnotationLayer(): AnnotationLayerValue {
  return {
    name: '',
    annotationType: 'FORMULA',
    sourceType: sourceTypeFor('FORMULA'),
    value: '',
    overrides: {},
    show: true,
    showLabel: false,
    showMarkers: false,
    hideLine: false,
    titleColumn: '',
    descriptionColumns: [],
    timeColumn: '',
    intervalEndColumn: '',
    color: null,
    opacity: '',
    style: 'solid',
    width: 1,
  };
}

/**
 * The layer with a new type: its source type follows, and the value and column choices of the old type
 * are dropped. Chart-fed layers start with the annotation chart running over this chart's time range.
 */
export function withAnnotationType(
  layer: AnnotationLayerValue,
  annotationType: AnnotationType,
): AnnotationLayerValue {
  if (annotationType === layer.annotationType) return layer;
  return {
    ...layer,
    annotationType,
    sourceType: sourceTypeFor(annotationType),
    value: annotationType === 'FORMULA' ? '' : null,
    overrides: annotationType === 'FORMULA' ? {} : { time_range: null },
    titleColumn: '',
    descriptionColumns: [],
    timeColumn: '',
    intervalEndColumn: '',
  };
}

export type AnnotationLayerField = 'name' | 'value' | 'timeColumn' | 'intervalEndColumn';
export type AnnotationLayerErrors = Partial<Record<AnnotationLayerField, string>>;

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** What stops a layer from being applied: a missing or repeated name, formula, chart or time columns. */
export function validateAnnotationLayer(
  layer: AnnotationLayerValue,
  otherNames: readonly string[],
): AnnotationLayerErrors {
  const errors: AnnotationLayerErrors = {};
  if (blank(layer.name)) errors.name = m.layerNameRequired;
  else if (otherNames.includes(layer.name.trim())) errors.name = m.layerNameTaken;
  if (layer.annotationType === 'FORMULA') {
    if (blank(layer.value)) errors.value = m.formulaRequired;
    return errors;
  }
  if (blank(layer.value)) errors.value = m.sourceChartRequired;
  if (layer.annotationType === 'EVENT' || layer.annotationType === 'INTERVAL') {
    if (blank(layer.timeColumn)) errors.timeColumn = m.columnRequired;
  }
  if (layer.annotationType === 'INTERVAL' && blank(layer.intervalEndColumn)) {
    errors.intervalEndColumn = m.columnRequired;
  }
  return errors;
}

/** The layer as saved: a trimmed name; the type's own fields only. */
export function layerToSave(layer: AnnotationLayerValue): AnnotationLayerValue {
  const saved: AnnotationLayerValue = { ...layer, name: layer.name.trim() };
  if (layer.annotationType === 'FORMULA') saved.value = String(layer.value ?? '').trim();
  if (layer.annotationType !== 'INTERVAL') saved.intervalEndColumn = '';
  return saved;
}

const isMetric = (value: unknown): value is QueryMetric =>
  typeof value === 'string' ? value !== '' : !!value && typeof value === 'object';
const isColumn = (value: unknown): value is QueryColumn =>
  typeof value === 'string' ? value !== '' : !!value && typeof value === 'object' && 'sqlExpression' in value;

/** The result columns a saved chart's form data (its `params` JSON) produces, for the column selects. */
export function columnsOfChartParams(params: string | null | undefined): string[] {
  const formData = parseJsonObject(params) ?? {};
  const columns = [
    ...asList(formData.x_axis as unknown)
      .filter(isColumn)
      .map(getColumnLabel),
    ...asList(formData.all_columns as unknown)
      .filter(isColumn)
      .map(getColumnLabel),
    ...asList(formData.groupby as unknown)
      .filter(isColumn)
      .map(getColumnLabel),
    ...asList(formData.metrics as unknown)
      .filter(isMetric)
      .map(getMetricLabel),
  ];
  return [...new Set(columns.filter(Boolean))];
}
