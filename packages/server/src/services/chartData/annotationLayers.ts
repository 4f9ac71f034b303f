import { z } from 'zod';
import { hasPermission, parseJsonObject, TimeRangeError, type QueryObject } from '@sightline/core';
import { ApiError } from '../../apiError.js';
import { AnnotationOverrideError, applyAnnotationOverrides } from './annotationOverrides.js';
import { ChartDataError, type ChartDataErrorDetail, type ChartDataErrorType } from './chartDataErrors.js';
import type { AuthorizedRequest, ChartDataContext, ResolvedAnnotationLayer } from './chartDataTypes.js';
import { canReadDatasource } from './datasourceAccess.js';
import { loadSavedCharts } from '../../repos/savedChartQueries.js';

/**
 * The annotation layers of a query object (sourceType, annotationType, value, overrides),
 * resolved the way Superset's QueryContextProcessor does for the server's part of them:
 * - FORMULA layers are computed by the browser: skipped here.
 * - NATIVE layers read the annotation-layer resource, which does not exist yet: they answer Superset's
 *   native shape with no records, and no error.
 * - chart sources ('table', 'line'; value = a saved chart id) for EVENT, INTERVAL and TIME_SERIES: the
 *   chart must exist and be readable, and its saved query context, with the layer's overrides, is
 *   run through the same chart-data pipeline; its first query's records are the layer's data.
 * Failures name the layer: `Annotation layer "Deploys": The chart does not exist`.
 */

const CHART_SOURCE_TYPES = new Set(['table', 'line']);
const NATIVE_ANNOTATION_COLUMNS = ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'];

const annotationLayerSchema = z.looseObject({
  name: z.string({ error: () => 'name must be a string' }).min(1, 'name must not be empty'),
  annotationType: z.enum(['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'], {
    error: () => 'annotationType must be one of FORMULA, EVENT, INTERVAL, TIME_SERIES',
  }),
  sourceType: z.string().nullable().optional(),
  value: z.unknown(),
  overrides: z.record(z.string(), z.unknown()).nullable().optional(),
});
type AnnotationLayer = z.infer<typeof annotationLayerSchema>;

function layerError(
  name: string,
  status: number,
  errorType: ChartDataErrorType,
  reason: string,
  extra: Record<string, unknown> = {},
): ChartDataError {
  return new ChartDataError(status, errorType, `Annotation layer "${name}": ${reason}`, {
    ...extra,
    annotation_layer: name,
  });
}

const FALLBACK_TYPES: Record<number, ChartDataErrorType> = {
  403: 'DATASOURCE_SECURITY_ACCESS_ERROR',
  404: 'DATASET_NOT_FOUND_ERROR',
};

/** An error of the annotation chart's own run, with the layer's name in front and its status kept. */
function nestedLayerError(name: string, error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const detail = error.body.errors?.[0] as ChartDataErrorDetail | undefined;
  const { stage, ...extra } = detail?.extra ?? {};
  return layerError(
    name,
    error.statusCode,
    detail?.error_type ?? FALLBACK_TYPES[error.statusCode] ?? 'QUERY_OBJECT_VALIDATION_ERROR',
    error.message,
    { ...extra, ...(stage === undefined ? {} : { annotation_stage: stage }) },
  );
}

function parseLayer(raw: unknown, index: number): AnnotationLayer {
  const parsed = annotationLayerSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const name =
    raw && typeof raw === 'object' && typeof (raw as { name?: unknown }).name === 'string'
      ? (raw as { name: string }).name
      : String(index);
  const problems = parsed.error.issues.map((issue) => issue.message).join('; ');
  throw layerError(name, 400, 'QUERY_OBJECT_VALIDATION_ERROR', problems);
}

function chartIdOf(layer: AnnotationLayer): number {
  const id = typeof layer.value === 'string' && /^\d+$/.test(layer.value) ? Number(layer.value) : layer.value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
    throw layerError(layer.name, 400, 'QUERY_OBJECT_VALIDATION_ERROR', 'the value must be a chart id');
  }
  return id;
}

/** The server's layers of one query, in order; chart layers not yet loaded. */
interface ServerLayer {
  layer: AnnotationLayer;
  /** null for NATIVE layers. */
  chartId: number | null;
}

function serverLayers(query: QueryObject): ServerLayer[] {
  return (query.annotation_layers ?? []).flatMap((raw, index): ServerLayer[] => {
    const layer = parseLayer(raw, index);
    if (layer.annotationType === 'FORMULA') return [];
    if (layer.sourceType === 'NATIVE') return [{ layer, chartId: null }];
    if (!layer.sourceType) {
      throw layerError(layer.name, 400, 'QUERY_OBJECT_VALIDATION_ERROR', 'a source type must be set');
    }
    if (!CHART_SOURCE_TYPES.has(layer.sourceType)) {
      throw layerError(
        layer.name,
        400,
        'QUERY_OBJECT_VALIDATION_ERROR',
        `source type ${layer.sourceType} is not supported`,
      );
    }
    return [{ layer, chartId: chartIdOf(layer) }];
  });
}

/**
 * Every query's server-side layers, with the annotation charts read in one query. Runs on every
 * request, cached ones included, so a user who may not read a layer's chart never gets its data from
 * the cache, and an edited chart changes the request (and so the cache key) at once.
 */
export async function resolveAnnotationLayers(
  ctx: ChartDataContext,
  request: AuthorizedRequest,
): Promise<ResolvedAnnotationLayer[][]> {
  const perQuery = request.queries.map(serverLayers);
  const chartIds = [
    ...new Set(perQuery.flat().flatMap(({ chartId }) => (chartId === null ? [] : [chartId]))),
  ];
  if (chartIds.length === 0) {
    return perQuery.map((layers) => layers.map(({ layer }) => ({ kind: 'native', name: layer.name })));
  }
  const rows = await loadSavedCharts(ctx.deps.db, chartIds);
  const charts = new Map(rows.map((row) => [row.id, row]));
  return Promise.all(
    perQuery.map((layers, queryIndex) =>
      Promise.all(
        layers.map(({ layer, chartId }) =>
          chartId === null
            ? ({ kind: 'native', name: layer.name } as const)
            : resolveChartLayer(
                ctx,
                request,
                request.queries[queryIndex]!,
                layer,
                chartId,
                charts.get(chartId),
              ),
        ),
      ),
    ),
  );
}

interface AnnotationChartRow {
  id: number;
  query_context: string | null;
  cache_timeout: number | null;
}

/** One chart-source layer: checked, and turned into the request that produces its data. */
async function resolveChartLayer(
  ctx: ChartDataContext,
  request: AuthorizedRequest,
  parent: QueryObject,
  layer: AnnotationLayer,
  chartId: number,
  chart: AnnotationChartRow | undefined,
): Promise<ResolvedAnnotationLayer> {
  if (chartId === request.chartId) {
    throw layerError(layer.name, 400, 'QUERY_OBJECT_VALIDATION_ERROR', 'a chart cannot annotate itself');
  }
  if (!ctx.user || !hasPermission(ctx.user, 'can_read', 'Chart')) {
    throw layerError(layer.name, 403, 'CHART_SECURITY_ACCESS_ERROR', `You may not read chart ${chartId}`);
  }
  if (!chart) {
    throw layerError(layer.name, 404, 'QUERY_OBJECT_VALIDATION_ERROR', 'The chart does not exist');
  }
  const body = annotationQueryContext(layer, chart.query_context, parent, ctx.now);
  await assertAnnotationDatasourceAccess(ctx, layer.name, body);
  return {
    kind: 'chart',
    name: layer.name,
    chartId,
    request: {
      body,
      force: request.force,
      chartCacheTimeout: chart.cache_timeout,
      chartId,
      resultType: 'full',
      resultFormat: 'json',
    },
  };
}

/**
 * The annotation chart's datasource must be readable too. Its nested run checks that when it runs, but
 * a cached result carries its annotation data without running it, so the check is made here as well
 * (the request's datasource reader hands the nested run the datasource read here).
 */
async function assertAnnotationDatasourceAccess(
  ctx: ChartDataContext,
  name: string,
  body: Record<string, unknown>,
): Promise<void> {
  const id = Number((body['datasource'] as { id?: unknown } | null | undefined)?.id);
  if (!Number.isInteger(id) || id <= 0) return; // the nested run's validation names the problem
  try {
    const source = await ctx.readDatasource(id);
    if (ctx.user && canReadDatasource(ctx.user, source)) return;
  } catch (error) {
    throw nestedLayerError(name, error);
  }
  throw layerError(name, 403, 'DATASOURCE_SECURITY_ACCESS_ERROR', 'Forbidden');
}

/** The annotation chart's saved query context with the layer's overrides applied. */
function annotationQueryContext(
  layer: AnnotationLayer,
  saved: string | null,
  parent: QueryObject,
  now: Date,
): Record<string, unknown> {
  const context = parseJsonObject(saved);
  if (!context) {
    throw layerError(
      layer.name,
      400,
      'QUERY_OBJECT_VALIDATION_ERROR',
      'The chart query context does not exist',
    );
  }
  const body = { ...context };
  // The annotation chart's own force and formats do not apply: its data is read as JSON records.
  delete body['force'];
  if (!Array.isArray(body['queries'])) return body; // the nested run's validation names the problem
  try {
    body['queries'] = applyAnnotationOverrides(
      body['queries'] as Record<string, unknown>[],
      layer.overrides ?? {},
      parent,
      now,
    );
  } catch (error) {
    if (error instanceof AnnotationOverrideError || error instanceof TimeRangeError) {
      throw layerError(layer.name, 400, 'QUERY_OBJECT_VALIDATION_ERROR', error.message);
    }
    throw error;
  }
  return body;
}

/** Each layer's data, keyed by layer name (Superset's `annotation_data`). */
export async function runAnnotationLayers(
  ctx: ChartDataContext,
  layers: readonly ResolvedAnnotationLayer[],
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    layers.map(async (layer): Promise<[string, unknown]> => {
      // NATIVE: the annotation-layer resource comes in a later issue; until then no annotations.
      if (layer.kind === 'native') return [layer.name, { columns: NATIVE_ANNOTATION_COLUMNS, records: [] }];
      const response = await ctx.runNested(layer.request).catch((error: unknown) => {
        throw nestedLayerError(layer.name, error);
      });
      const first = response.kind === 'json' ? response.body.result[0] : undefined;
      return [layer.name, { records: (first?.['data'] as unknown[] | undefined) ?? [] }];
    }),
  );
  return Object.fromEntries(entries);
}
