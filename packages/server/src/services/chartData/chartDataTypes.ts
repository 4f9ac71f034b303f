import type { StatementSlots } from '../statementSlots.js';
import type { QueryContext, QueryObject, ResultFormat, ResultType } from '@sightline/core';
import type { Frame, InFlightDeduper } from '@sightline/query-engine';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import type { ChartDataSource } from './chartDataSource.js';
import type { RowLevelSecurityRule } from './datasourceAccess.js';
import type { DatasourceReader } from './datasourceReader.js';
import type { QueryFunctions } from './queryFunctions.js';
import type { ExecutedQuery, QueryPlan, SqlPlan } from './queryPlan.js';
import type { SharedScans } from './sharedScan/sharedScans.js';
import type { StatementCounter } from './statementCounter.js';

/** The types that flow between the chart-data stages, in stage order. */

export interface ChartDataRequest {
  /** The query context as sent (validated by the first stage). */
  body: unknown;
  /** `?force=true` on the URL; either this or the body's `force` bypasses the cache. */
  force?: boolean;
  /** Overrides from `GET /chart/{pk}/data/?type=&format=`. */
  resultType?: ResultType;
  resultFormat?: ResultFormat;
  /**
   * The saved chart's cache_timeout, first in line after the request's custom_cache_timeout, when the
   * caller has read the chart already. Left out, the authorize stage reads it for `chartId`.
   */
  chartCacheTimeout?: number | null;
  /**
   * The chart the request is for (GET /chart/{pk}/data/, `?form_data={"slice_id": N}` on POST): its
   * cache timeout applies, and it may not annotate itself. Without it, the body's `form_data.slice_id`
   * names the chart for the second rule only.
   */
  chartId?: number | null;
  /**
   * The dashboard the chart is shown on (`?dashboard_id=` on POST): its requests' queries over the same
   * dataset and filters may share one scan (services/chartData/sharedScan).
   */
  dashboardId?: number | null;
  /**
   * Run ahead of the chart's own request (dashboard scan-ahead): the pipeline stops after executing,
   * and the rows only wait for that request; they are not cached or answered.
   */
  speculative?: boolean;
}

export interface ChartDataContext {
  deps: AppDeps;
  user: AuthUser | null;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  /** Statements are interrupted after this long (the configured query timeout, or an async job's). */
  statementTimeoutMs: number;
  /**
   * Answer only from the cache: a query that would have to run stops the request with AnswerNotCached
   * (async queries then run the request as a job).
   */
  onlyCached: boolean;
  /** The server's "now" (SIGHTLINE_NOW pins it) for relative time ranges. */
  now: Date;
  functions: QueryFunctions;
  deduper: InFlightDeduper;
  /** The shared-scan window and rows fetched ahead (null when `sharedScans` is off in the configuration). */
  sharedScans: SharedScans | null;
  /** Starts a scan-ahead of the request's dashboard (its chart missed the cache; sharedScan/dashboardScanAhead). */
  scanDashboardAhead(request: ValidatedRequest): void;
  /** Counts the SQL statements sent to engines. */
  statements: StatementCounter;
  /** Caps the statements running at once, in all and per user. */
  statementSlots: StatementSlots;
  rowLevelSecurityRules: readonly RowLevelSecurityRule[];
  /** Datasources as this request (and its nested annotation runs) reads them: each one once. */
  readDatasource: DatasourceReader;
  /** Runs another query context for the same user, signal and clock (annotation layers' charts). */
  runNested(request: ChartDataRequest): Promise<ChartDataResponse>;
}

export interface ValidatedRequest {
  context: QueryContext;
  datasourceId: number;
  resultType: ResultType;
  resultFormat: ResultFormat;
  force: boolean;
  customCacheTimeout: number | null;
  /** The chart's cache timeout; undefined while the chart `chartId` names is still to be read (authorize). */
  chartCacheTimeout: number | null | undefined;
  chartId: number | null;
  dashboardId: number | null;
  speculative: boolean;
}

export interface AuthorizedRequest extends ValidatedRequest {
  source: ChartDataSource;
  chartCacheTimeout: number | null;
  /** The queries to run: row-level-security filters added, result-type rewrites (samples) applied. */
  queries: QueryObject[];
}

export type ResolvedAnnotationLayer =
  | { kind: 'native'; name: string }
  | { kind: 'chart'; name: string; chartId: number; request: ChartDataRequest };

export interface AnnotatedRequest extends AuthorizedRequest {
  /** Per query: its annotation layers that the server answers (FORMULA layers are the browser's). */
  annotationLayers: ResolvedAnnotationLayer[][];
}

export interface CompiledRequest extends AnnotatedRequest {
  plans: QueryPlan[];
  cacheTimeout: number;
}

/** What the cache holds per query: the post-processed frame and facts about the run. */
export interface CachedQueryResult {
  frame: Frame;
  /** Rows the SQL returned (after trimming the probe row). */
  sqlRowcount: number;
  /** More rows existed than the row limit allowed. */
  isTruncated: boolean;
  /** When the result was computed, ISO 8601 UTC. */
  cachedDttm: string;
  /** `annotation_data`: per layer name, its data; computed with the result and cached with it. */
  annotationData?: Record<string, unknown>;
}

export interface LookedUpRequest extends CompiledRequest {
  /** Per plan: the cached result, if any (never for force or static plans). */
  cached: (CachedQueryResult | undefined)[];
  /** Per plan: the plan when its rows must come from the engine (data wanted, not cached), else null. */
  toRun: (SqlPlan | null)[];
}

export interface ExecutedRequest extends LookedUpRequest {
  /** Per plan: fresh engine results for plans that were not cached and need data. */
  executed: (ExecutedQuery | undefined)[];
}

export interface ProcessedRequest extends LookedUpRequest {
  /** Per plan: the result to answer with, and whether it came from the cache. */
  results: ({ result: CachedQueryResult; isCached: boolean } | undefined)[];
}

/** A piece of a JSON answer: text, or its UTF-8 bytes. */
export type JsonPiece = string | Buffer;

export type ChartDataResponse =
  | {
      kind: 'json';
      /** The response as objects (computed when read). */
      readonly body: { result: Record<string, unknown>[] };
      /**
       * The same response as JSON in pieces of text or bytes (in order, the whole text), built without
       * re-encoding rows the cache already encoded; a large result's rows are many pieces of bytes.
       */
      pieces(): JsonPiece[];
    }
  | { kind: 'file'; contentType: string; filename: string; body: string | Buffer };
