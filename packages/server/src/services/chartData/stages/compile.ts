import { createHash } from 'node:crypto';
import { TIME_GRAIN_NAMES, TIME_GRAINS, type QueryObject } from '@sightline/core';
import { getSqlDialect } from '@sightline/query-engine';
import type {
  AnnotatedRequest,
  AuthorizedRequest,
  ChartDataContext,
  CompiledRequest,
  ResolvedAnnotationLayer,
} from '../chartDataTypes.js';
import type { QueryPlan } from '../queryPlan.js';
import type { Stage } from '../stagePipeline.js';
import { renderSqlForDisplay } from '../renderSqlForDisplay.js';
import type { CompiledQuery } from '../queryFunctions.js';
import { compileKept } from '../compiledQueries.js';

/**
 * Stage 4: each query object to SQL for the datasource's dialect, and the cache key of what it will
 * produce. The SQL asks for one row more than the row limit (the probe row tells whether the result
 * was cut off); the compiler also writes the SQL users read, with the limit they asked for.
 */
export const compileStage: Stage<ChartDataContext, AnnotatedRequest, CompiledRequest> = {
  name: 'compile',
  run(ctx, request) {
    const { config } = ctx.deps;
    const plans = request.queries.map((query, index): QueryPlan => {
      if (request.resultType === 'columns') {
        return {
          kind: 'static',
          payload: {
            data: request.source.columnDetails.map((c) => ({
              column_name: c.column_name,
              verbose_name: c.verbose_name,
              dtype: c.type,
            })),
          },
        };
      }
      if (request.resultType === 'timegrains') {
        // Superset's `function` is the engine's SQL template with `{col}` for the column.
        const dialect = getSqlDialect(request.source.backend);
        return {
          kind: 'static',
          payload: {
            data: TIME_GRAINS.map((duration) => ({
              name: TIME_GRAIN_NAMES[duration],
              function: dialect.timeGrain(duration, '{col}'),
              duration,
            })),
          },
        };
      }
      const rowLimit = Math.min(query.row_limit || config.rowLimit, config.maxRowLimit);
      const compileInput = {
        query: { ...query, row_limit: rowLimit },
        options: {
          now: ctx.now,
          defaultRowLimit: config.rowLimit,
          maxRowLimit: config.maxRowLimit,
          truncationProbe: true,
        },
      };
      const compiled = compileKept(
        ctx.deps.chartData.compilations,
        ctx.functions,
        compileInput.query,
        request.source.descriptor,
        request.source.backend,
        compileInput.options,
      );
      return {
        kind: 'sql',
        query,
        compiled,
        compileInput,
        rowLimit,
        displaySql: displaySql(ctx.deps.chartData.displayTexts, compiled),
        cacheKey: keptCacheKeyOf(
          ctx.deps.chartData.cacheKeys,
          request.datasourceId,
          compiled,
          query,
          request.resultType,
          request.annotationLayers[index] ?? [],
        ),
      };
    });
    return { ...request, plans, cacheTimeout: cacheTimeoutOf(request, config.cache.defaultTimeoutSeconds) };
  },
};

/**
 * What an app derives from the compiled queries it keeps across requests (compiledQueries.ts), worked
 * out once per query: the display SQL, and the cache keys per datasource id and result type.
 */
export type DisplayTexts = WeakMap<CompiledQuery, string>;
export type KeptCacheKeys = WeakMap<CompiledQuery, Map<string, string>>;

/** The SQL users read (`query` in the result): each statement's display text, parameters written in. */
function displaySql(displayTexts: DisplayTexts, compiled: CompiledQuery): string {
  let text = displayTexts.get(compiled);
  if (text === undefined) {
    text = renderDisplaySql(compiled);
    if (Object.isFrozen(compiled)) displayTexts.set(compiled, text);
  }
  return text;
}

function renderDisplaySql(compiled: CompiledQuery): string {
  return [compiled, ...compiled.timeOffsets]
    .map((statement) => renderSqlForDisplay(statement.displaySql, statement.params))
    .join(';\n\n');
}

/**
 * The cache key of a kept compiled query (the same object means the same query object, post-processing
 * included) is worked out once per datasource id and result type; with annotation layers, every time.
 */
function keptCacheKeyOf(
  cacheKeys: KeptCacheKeys,
  datasourceId: number,
  compiled: CompiledQuery,
  query: QueryObject,
  resultType: string,
  annotationLayers: readonly ResolvedAnnotationLayer[],
): string {
  if (annotationLayers.length > 0 || !Object.isFrozen(compiled))
    return cacheKeyOf(datasourceId, compiled, query, resultType, annotationLayers);
  let keys = cacheKeys.get(compiled);
  if (!keys) {
    keys = new Map();
    cacheKeys.set(compiled, keys);
  }
  const which = `${datasourceId} ${resultType}`;
  let key = keys.get(which);
  if (key === undefined) {
    key = cacheKeyOf(datasourceId, compiled, query, resultType);
    keys.set(which, key);
  }
  return key;
}

/**
 * sha256 of everything that decides the result: datasource, SQL, parameters, post-processing, type, and
 * the annotation layers with the query contexts that produce their data (added only when there are
 * layers, so keys of queries without them stay as they were).
 */
function cacheKeyOf(
  datasourceId: number,
  compiled: CompiledQuery,
  query: QueryObject,
  resultType: string,
  annotationLayers: readonly ResolvedAnnotationLayer[] = [],
): string {
  const material = JSON.stringify([
    datasourceId,
    compiled.sql,
    compiled.params,
    compiled.timeOffsets.map((o) => [o.offset, o.sql, o.params]),
    query.post_processing ?? [],
    resultType,
    ...(annotationLayers.length > 0 ? [annotationLayers.map(annotationKeyPart)] : []),
  ]);
  return createHash('sha256').update(material).digest('hex');
}

/** Superset's order: the request's custom timeout, the chart's, the dataset's, the database's, config. */
function cacheTimeoutOf(request: AuthorizedRequest, configDefault: number): number {
  return (
    request.customCacheTimeout ??
    request.chartCacheTimeout ??
    request.source.datasetCacheTimeout ??
    request.source.databaseCacheTimeout ??
    configDefault
  );
}

function annotationKeyPart(layer: ResolvedAnnotationLayer): unknown {
  return layer.kind === 'native' ? [layer.name, 'NATIVE'] : [layer.name, layer.chartId, layer.request.body];
}
