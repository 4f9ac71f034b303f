import type { LineSeriesOption } from 'echarts';
import { toNumber } from '../../../sdk/chartValues.js';
import type { ColorForLabel } from '../../../sdk/color/labelColors.js';
import { TIMESERIES_MESSAGES } from '../messages.js';
import { toEpochMs, type XAxisType, type XValue } from '../transform/seriesData.js';
import {
  annotationLineType,
  annotationOpacity,
  annotationWidth,
  type AnnotationLayer,
} from './annotationLayer.js';
import { compileFormula, FormulaError } from './formula.js';

/**
 * Annotation layers drawn on a time-series chart (Superset's transformers): FORMULA as a
 * line computed at every x value, EVENT as a vertical mark line, INTERVAL as a shaded mark area,
 * TIME_SERIES as extra lines. Record data comes from the response's `annotation_data[layer name]`.
 */

export interface AnnotationContext {
  xType: XAxisType;
  xValues: readonly XValue[];
  annotationData: Readonly<Record<string, unknown>>;
  colorFor: ColorForLabel;
  horizontal: boolean;
  markerSize: number;
}

/** Native layers store their records in fixed columns; chart layers name them in the layer. */
const NATIVE_COLUMNS = {
  timeColumn: 'start_dttm',
  intervalEndColumn: 'end_dttm',
  titleColumn: 'short_descr',
  descriptionColumns: ['long_descr'],
};

interface RecordAnnotation {
  time: number | string | null;
  intervalEnd: number | string | null;
  title: string;
  descriptions: string[];
}

function recordsOf(data: unknown): Record<string, unknown>[] {
  const records = Array.isArray(data) ? data : (data as { records?: unknown } | null)?.records;
  return Array.isArray(records)
    ? records.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')
    : [];
}

function xOf(value: unknown, xType: XAxisType): number | string | null {
  if (value === null || value === undefined) return null;
  return xType === 'time' ? toEpochMs(value) : xType === 'value' ? toNumber(value) : String(value);
}

function extractRecordAnnotations(layer: AnnotationLayer, ctx: AnnotationContext): RecordAnnotation[] {
  const native = layer.sourceType === 'NATIVE';
  const timeColumn = (native ? NATIVE_COLUMNS.timeColumn : layer.timeColumn) ?? '';
  const endColumn = (native ? NATIVE_COLUMNS.intervalEndColumn : layer.intervalEndColumn) ?? '';
  const titleColumn = (native ? NATIVE_COLUMNS.titleColumn : layer.titleColumn) ?? '';
  const descriptionColumns = (native ? NATIVE_COLUMNS.descriptionColumns : layer.descriptionColumns) ?? [];
  return recordsOf(ctx.annotationData[layer.name]).map((record) => ({
    time: xOf(record[timeColumn], ctx.xType),
    intervalEnd: xOf(record[endColumn], ctx.xType),
    title:
      record[titleColumn] === null || record[titleColumn] === undefined ? '' : String(record[titleColumn]),
    descriptions: descriptionColumns.map((column) => String(record[column] ?? '')).filter(Boolean),
  }));
}

/** Superset's label: "layer - title", then the descriptions, blank-line separated. */
export function annotationLabel(name: string, title: string, descriptions: readonly string[]): string {
  const heading = [name, title].filter(Boolean).join(' - ');
  return [heading, descriptions.join('\n')].filter(Boolean).join('\n\n');
}

const labelStyle = (show: boolean, position: string, formatter: string) => ({
  label: { show, position, formatter, fontWeight: 'bold' as const, color: '#333' },
  // Hidden labels appear on hover, on a light background so they read over the data.
  emphasis: { label: { show: true, backgroundColor: 'rgba(255,255,255,0.9)', padding: 2 } },
});

function layerColor(layer: AnnotationLayer, ctx: AnnotationContext): string {
  return layer.color || ctx.colorFor(layer.name);
}

function formulaSeries(layer: AnnotationLayer, ctx: AnnotationContext): LineSeriesOption {
  let evaluate: (x: number) => number;
  try {
    evaluate = compileFormula(String(layer.value ?? ''));
  } catch (error) {
    const reason = error instanceof FormulaError ? error.message : String(error);
    throw new Error(TIMESERIES_MESSAGES.annotationError(layer.name, reason));
  }
  // A category axis has no numeric x: the formula runs over the category positions 0, 1, 2...
  const points = ctx.xValues.map((x, i) => {
    const y = evaluate(typeof x === 'number' ? x : i);
    const value = Number.isFinite(y) ? y : null;
    return ctx.horizontal ? [value, x] : [x, value];
  });
  return {
    id: `annotation:${layer.name}`,
    name: layer.name,
    type: 'line',
    smooth: true,
    showSymbol: false,
    symbolSize: 0,
    data: points,
    itemStyle: { color: layerColor(layer, ctx) },
    lineStyle: {
      opacity: annotationOpacity(layer.opacity),
      type: annotationLineType(layer.style),
      width: annotationWidth(layer.width),
    },
  };
}

function eventSeries(layer: AnnotationLayer, ctx: AnnotationContext): LineSeriesOption[] {
  const axis = ctx.horizontal ? 'yAxis' : 'xAxis';
  return extractRecordAnnotations(layer, ctx).flatMap((annotation, i) => {
    if (annotation.time === null) return [];
    const label = annotationLabel(layer.name, annotation.title, annotation.descriptions);
    return [
      {
        id: `annotation:${layer.name}:event:${i}`,
        type: 'line',
        data: [],
        animation: false,
        markLine: {
          silent: false,
          symbol: 'none',
          lineStyle: {
            color: layerColor(layer, ctx),
            opacity: annotationOpacity(layer.opacity),
            type: annotationLineType(layer.style),
            width: annotationWidth(layer.width),
          },
          ...labelStyle(layer.showLabel, 'insideEndTop', label),
          data: [{ name: label, [axis]: annotation.time }],
        },
      } as LineSeriesOption,
    ];
  });
}

function intervalSeries(layer: AnnotationLayer, ctx: AnnotationContext): LineSeriesOption[] {
  const axis = ctx.horizontal ? 'yAxis' : 'xAxis';
  return extractRecordAnnotations(layer, ctx).flatMap((annotation, i) => {
    if (annotation.time === null || annotation.intervalEnd === null) return [];
    const label = annotationLabel(layer.name, annotation.title, annotation.descriptions);
    return [
      {
        id: `annotation:${layer.name}:interval:${i}`,
        type: 'line',
        data: [],
        animation: false,
        markArea: {
          silent: false,
          itemStyle: {
            color: layerColor(layer, ctx),
            opacity: annotationOpacity(layer.opacity || 'opacityMedium'),
          },
          ...labelStyle(layer.showLabel, 'insideTop', label),
          data: [[{ name: label, [axis]: annotation.time }, { [axis]: annotation.intervalEnd }]],
        },
      } as LineSeriesOption,
    ];
  });
}

/**
 * TIME_SERIES layers: Superset's `[{key, values: [{x, y}]}]`, or a chart's records, one line per
 * numeric column against the layer's time column (or the records' first column).
 */
function timeseriesSeries(layer: AnnotationLayer, ctx: AnnotationContext): LineSeriesOption[] {
  const data = ctx.annotationData[layer.name];
  const lines: { name: string; points: [unknown, number | null][] }[] = [];
  if (Array.isArray(data) && data.every((item) => item && typeof item === 'object' && 'values' in item)) {
    for (const item of data as { key?: unknown; values?: unknown }[]) {
      const values = Array.isArray(item.values) ? (item.values as { x?: unknown; y?: unknown }[]) : [];
      lines.push({ name: String(item.key ?? layer.name), points: values.map((v) => [v.x, toNumber(v.y)]) });
    }
  } else {
    const records = recordsOf(data);
    const timeColumn = layer.timeColumn || Object.keys(records[0] ?? {})[0] || '';
    const valueColumns = Object.keys(records[0] ?? {}).filter(
      (column) => column !== timeColumn && records.some((record) => toNumber(record[column]) !== null),
    );
    for (const column of valueColumns) {
      lines.push({
        name: valueColumns.length === 1 ? layer.name : `${layer.name}, ${column}`,
        points: records.map((record) => [record[timeColumn], toNumber(record[column])]),
      });
    }
  }
  return lines.map(({ name, points }) => ({
    id: `annotation:${layer.name}:series:${name}`,
    name,
    type: 'line',
    showSymbol: layer.showMarkers,
    symbolSize: layer.showMarkers ? ctx.markerSize : 0,
    data: points.flatMap(([x, y]) => {
      const position = xOf(x, ctx.xType);
      if (position === null) return [];
      return [ctx.horizontal ? [y, position] : [position, y]];
    }),
    itemStyle: { color: layerColor(layer, ctx) },
    lineStyle: {
      opacity: annotationOpacity(layer.opacity),
      type: annotationLineType(layer.style),
      width: layer.hideLine ? 0 : annotationWidth(layer.width),
    },
  }));
}

/** The series of every shown layer, in the layers' order. */
export function buildAnnotationSeries(
  layers: readonly AnnotationLayer[],
  ctx: AnnotationContext,
): LineSeriesOption[] {
  return layers
    .filter((layer) => layer.show)
    .flatMap((layer) => {
      switch (layer.annotationType) {
        case 'FORMULA':
          return [formulaSeries(layer, ctx)];
        case 'EVENT':
          return eventSeries(layer, ctx);
        case 'INTERVAL':
          return intervalSeries(layer, ctx);
        case 'TIME_SERIES':
          return timeseriesSeries(layer, ctx);
      }
      return [];
    });
}
