import { frameToRecords, type Frame } from '@sightline/query-engine';
import type { ChartDataContext, ChartDataResponse, ProcessedRequest, SqlPlan } from '../chartDataTypes.js';
import { downloadFilename, framesToXlsx, frameToCsv } from '../resultFormats.js';
import type { Stage } from '../stagePipeline.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Stage 8: Superset's ChartDataResponseResult per query (JSON), or the data as a CSV / XLSX attachment.
 * Several queries in CSV are written one after the other, separated by a blank line.
 */
export const serializeStage: Stage<ChartDataContext, ProcessedRequest, ChartDataResponse> = {
  name: 'serialize',
  async run(ctx, request) {
    const dataFrames = request.results.flatMap((entry) => (entry ? [entry.result.frame] : []));
    if (request.resultFormat === 'csv' && dataFrames.length > 0) {
      return {
        kind: 'file',
        contentType: 'text/csv; charset=utf-8',
        filename: downloadFilename(ctx.now, 'csv'),
        body: dataFrames.map(frameToCsv).join('\n'),
      };
    }
    if (request.resultFormat === 'xlsx' && dataFrames.length > 0) {
      return {
        kind: 'file',
        contentType: XLSX_TYPE,
        filename: downloadFilename(ctx.now, 'xlsx'),
        body: await framesToXlsx(dataFrames),
      };
    }
    const result = request.plans.map((plan, index) => {
      if (plan.kind === 'static') return plan.payload;
      if (request.resultType === 'query') return { query: plan.displaySql, language: 'sql' };
      const entry = request.results[index]!;
      return responseResult(plan, entry.result.frame, {
        isCached: entry.isCached,
        cachedDttm: entry.result.cachedDttm,
        cacheTimeout: request.cacheTimeout,
        sqlRowcount: entry.result.sqlRowcount,
        isTruncated: entry.result.isTruncated,
      });
    });
    return { kind: 'json', body: { result } };
  },
};

/** `label_map`: each result column to the labels it came from (`SUM(x)__1 week ago` → metric, offset). */
function labelMap(frame: Frame, plan: SqlPlan): Record<string, string[]> {
  const offsets = plan.compiled.timeOffsets.map((o) => o.offset);
  const map: Record<string, string[]> = {};
  for (const field of frame.fields) {
    const offset = offsets.find((o) => field.name.endsWith(`__${o}`));
    map[field.name] = offset ? [field.name.slice(0, -(offset.length + 2)), offset] : [field.name];
  }
  return map;
}

function responseResult(
  plan: SqlPlan,
  frame: Frame,
  run: {
    isCached: boolean;
    cachedDttm: string;
    cacheTimeout: number;
    sqlRowcount: number;
    isTruncated: boolean;
  },
): Record<string, unknown> {
  return {
    cache_key: plan.cacheKey,
    cached_dttm: run.isCached ? run.cachedDttm : null,
    cache_timeout: run.cacheTimeout,
    applied_filters: plan.compiled.appliedFilters,
    rejected_filters: plan.compiled.rejectedFilters,
    annotation_data: [],
    error: null,
    is_cached: run.isCached,
    query: plan.displaySql,
    status: 'success',
    stacktrace: null,
    rowcount: frame.length,
    sql_rowcount: run.sqlRowcount,
    // Not in Superset 3.1's schema: true when the row limit cut the result (the SQL found one row more).
    is_truncated: run.isTruncated,
    from_dttm: plan.compiled.fromDttm,
    to_dttm: plan.compiled.toDttm,
    label_map: labelMap(frame, plan),
    colnames: frame.fields.map((f) => f.name),
    coltypes: frame.fields.map((f) => f.type),
    data: frameToRecords(frame),
  };
}
