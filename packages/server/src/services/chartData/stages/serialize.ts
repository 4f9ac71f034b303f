import { frameToRecords, recordsJsonSlices, type Frame } from '@sightline/query-engine';
import type { ChartDataContext, ChartDataResponse, JsonPiece, ProcessedRequest } from '../chartDataTypes.js';
import type { SqlPlan } from '../queryPlan.js';
import { downloadFilename, framesToXlsx, frameToCsv } from '../resultFormats.js';
import type { Stage } from '../stagePipeline.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Stage 10: Superset's ChartDataResponseResult per query (JSON), or the data as a CSV / XLSX attachment.
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
    // Each item is its metadata plus, for data results, the frame whose records form `data`.
    const items = request.plans.map((plan, index): { meta: Record<string, unknown>; frame?: Frame } => {
      if (plan.kind === 'static') return { meta: plan.payload };
      if (request.resultType === 'query') return { meta: { query: plan.displaySql, language: 'sql' } };
      const entry = request.results[index]!;
      const meta = resultMetadata(plan, entry.result.frame, {
        isCached: entry.isCached,
        cachedDttm: entry.result.cachedDttm,
        cacheTimeout: request.cacheTimeout,
        sqlRowcount: entry.result.sqlRowcount,
        isTruncated: entry.result.isTruncated,
        annotationData: entry.result.annotationData,
      });
      return { meta, frame: entry.result.frame };
    });
    return {
      kind: 'json',
      get body() {
        return {
          result: items.map(({ meta, frame }) => (frame ? { ...meta, data: frameToRecords(frame) } : meta)),
        };
      },
      pieces: () => {
        const pieces: JsonPiece[] = ['{"result":['];
        items.forEach(({ meta, frame }, index) => {
          if (index > 0) pieces.push(',');
          pushItemJson(ctx.deps.chartData.recordsJson, pieces, meta, frame);
        });
        pieces.push(']}');
        return pieces;
      },
    };
  },
};

/**
 * The JSON of a frame's records, kept by the app for as long as the frame lives: a result served from the
 * memory cache is the same Frame object every time, so cached answers skip building and encoding the rows.
 */
export type RecordsJson = WeakMap<Frame, JsonPiece[]>;

function pushItemJson(
  recordsJson: RecordsJson,
  pieces: JsonPiece[],
  meta: Record<string, unknown>,
  frame: Frame | undefined,
): void {
  const metaJson = JSON.stringify(meta);
  if (!frame) {
    pieces.push(metaJson);
    return;
  }
  let data = recordsJson.get(frame);
  if (data === undefined) {
    data = recordsJsonPieces(frame);
    recordsJson.set(frame, data);
  }
  pieces.push(`${metaJson.slice(0, -1)},"data":`, ...data, '}');
}

/**
 * The records' JSON: one slice's text as it is; several as bytes, joined by their inner bytes (views:
 * slicing the texts would copy each). Small texts stay text, which a cached answer keeps without
 * holding on to a shared 8 KB block of Node's Buffer pool.
 */
function recordsJsonPieces(frame: Frame): JsonPiece[] {
  const slices = recordsJsonSlices(frame);
  if (slices.length === 1) return slices;
  const pieces: JsonPiece[] = ['['];
  slices.forEach((text, index) => {
    const bytes = Buffer.from(text);
    if (index > 0) pieces.push(',');
    pieces.push(bytes.subarray(1, bytes.length - 1));
  });
  pieces.push(']');
  return pieces;
}

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

function resultMetadata(
  plan: SqlPlan,
  frame: Frame,
  run: {
    isCached: boolean;
    cachedDttm: string;
    cacheTimeout: number;
    sqlRowcount: number;
    isTruncated: boolean;
    annotationData: Record<string, unknown> | undefined;
  },
): Record<string, unknown> {
  return {
    cache_key: plan.cacheKey,
    cached_dttm: run.isCached ? run.cachedDttm : null,
    cache_timeout: run.cacheTimeout,
    applied_filters: plan.compiled.appliedFilters,
    rejected_filters: plan.compiled.rejectedFilters,
    // Superset's shape: layer name → its data (`{records}`); an object even when there are none.
    annotation_data: run.annotationData ?? {},
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
  };
}
