import { isRecord, queryContextSchema, type QueryContext } from '@sightline/core';
import { deepFreeze } from '../deepFreeze.js';
import { ChartDataError } from '../chartDataErrors.js';
import { SUPPORTED_DATASOURCE_TYPES } from '../chartDataSource.js';
import type { ChartDataContext, ChartDataRequest, ValidatedRequest } from '../chartDataTypes.js';
import type { Stage } from '../stagePipeline.js';

/** Stage 1: the query context parsed with core's schema; a malformed one is a 400 naming the fields. */
export const validateStage: Stage<ChartDataContext, ChartDataRequest, ValidatedRequest> = {
  name: 'validate',
  run(ctx, request) {
    const body = request.body;
    if (!isRecord(body)) {
      throw new ChartDataError(400, 'INVALID_PAYLOAD_SCHEMA_ERROR', 'Request is not JSON');
    }
    // A body run ahead (speculative) with a filter's extras is never sent as such by the page: not kept.
    const context = validQueryContext(ctx.deps.chartData.queryContexts, body, request.speculative !== true);
    if (context.datasource.type && !SUPPORTED_DATASOURCE_TYPES.has(context.datasource.type)) {
      throw new ChartDataError(
        400,
        'INVALID_PAYLOAD_SCHEMA_ERROR',
        `Datasource type ${context.datasource.type} is not supported`,
      );
    }
    return {
      context,
      datasourceId: context.datasource.id,
      resultType: request.resultType ?? context.result_type ?? 'full',
      resultFormat: request.resultFormat ?? context.result_format ?? 'json',
      force: request.force === true || context.force === true,
      customCacheTimeout: context.custom_cache_timeout ?? null,
      chartCacheTimeout: chartCacheTimeoutOf(request),
      chartId: request.chartId ?? sliceIdOf(context.form_data),
      dashboardId: request.dashboardId ?? null,
      speculative: request.speculative === true,
    };
  },
};

/** Query contexts up to this JSON length are kept once valid; the first kept is dropped when full. */
const KEPT_TEXT_LENGTH = 16_384;
const KEPT_CONTEXTS = 256;

/** An app's valid query contexts by their JSON text, frozen: a chart's requests repeat their body. */
export type KeptQueryContexts = Map<string, QueryContext>;

/**
 * The query context parsed with core's schema, or the one parsed from the same JSON before (a chart's
 * requests repeat their body): frozen, since requests share it. Invalid contexts are not kept, nor any
 * when `keep` is false.
 */
function parsedQueryContext(keptContexts: KeptQueryContexts, body: object, keep = true) {
  const text = JSON.stringify(body);
  const kept = keptContexts.get(text);
  if (kept) return { success: true as const, data: kept };
  const parsed = queryContextSchema.safeParse(body);
  if (!parsed.success || !keep || text.length > KEPT_TEXT_LENGTH) return parsed;
  if (keptContexts.size >= KEPT_CONTEXTS) keptContexts.delete(keptContexts.keys().next().value!);
  keptContexts.set(text, deepFreeze(parsed.data));
  return parsed;
}

function validQueryContext(keptContexts: KeptQueryContexts, body: object, keep: boolean): QueryContext {
  const parsed = parsedQueryContext(keptContexts, body, keep);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
    );
    throw new ChartDataError(
      400,
      'INVALID_PAYLOAD_SCHEMA_ERROR',
      `Request is incorrect: ${problems.join('; ')}`,
    );
  }
  return parsed.data;
}

/**
 * A query context as this stage reads it (the same kept parse), or null when it is not one: for the
 * dashboard scan-ahead, which reads the saved charts' contexts that their requests will send next.
 */
export function queryContextOf(keptContexts: KeptQueryContexts, body: unknown): QueryContext | null {
  if (!isRecord(body)) return null;
  const parsed = parsedQueryContext(keptContexts, body);
  return parsed.success ? parsed.data : null;
}

/**
 * The saved chart's cache timeout when the caller gave it, undefined when the chart the caller named is
 * still to be read (the authorize stage does), and null when no chart was named.
 */
function chartCacheTimeoutOf(request: ChartDataRequest): number | null | undefined {
  if (request.chartCacheTimeout !== undefined) return request.chartCacheTimeout;
  return request.chartId ? undefined : null;
}

/** The chart a query context belongs to, as Superset's client names it: `form_data.slice_id`. */
export function sliceIdOf(formData: unknown): number | null {
  const id = Number((formData as { slice_id?: unknown } | null | undefined)?.slice_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
