import { getNow } from '../../clock.js';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import { toChartDataError } from './chartDataErrors.js';
import type { ChartDataContext, ChartDataRequest, ChartDataResponse } from './chartDataTypes.js';
import type { RowLevelSecurityRule } from './datasourceAccess.js';
import { requestDatasourceReader, type DatasourceReader } from './datasourceReader.js';
import { engineQueryFunctions, type QueryFunctions } from './queryFunctions.js';
import { scanDashboardAhead } from './sharedScan/dashboardScanAhead.js';
import { sharedScansFor } from './sharedScan/sharedScans.js';
import { StagePipeline, type StageTiming } from './stagePipeline.js';
import { annotateStage } from './stages/annotate.js';
import { annotationLayersStage } from './stages/annotationLayers.js';
import { authorizeStage } from './stages/authorize.js';
import { cacheLookupStage } from './stages/cacheLookup.js';
import { cacheStoreStage } from './stages/cacheStore.js';
import { compileStage } from './stages/compile.js';
import { executeStage } from './stages/execute.js';
import { gateStage } from './stages/gate.js';
import { postProcessStage } from './stages/postProcess.js';
import { serializeStage } from './stages/serialize.js';
import { validateStage } from './stages/validate.js';

/** The chart-data pipeline's stages, in order. */
export const chartDataPipeline = StagePipeline.start<ChartDataContext, ChartDataRequest>()
  .then(validateStage)
  .then(authorizeStage)
  .then(annotationLayersStage)
  .then(compileStage)
  .then(cacheLookupStage)
  .then(gateStage)
  .then(executeStage)
  .then(postProcessStage)
  .then(annotateStage)
  .then(cacheStoreStage)
  .then(serializeStage);

/** A dashboard scan-ahead's run of a chart's saved query: up to its execution (sharedScan/). */
const scanAheadPipeline = StagePipeline.start<ChartDataContext, ChartDataRequest>()
  .then(validateStage)
  .then(authorizeStage)
  .then(annotationLayersStage)
  .then(compileStage)
  .then(cacheLookupStage)
  .then(gateStage)
  .then(executeStage);

/** Whether a user may run a query context: its validation and authorization, nothing run. */
const accessPipeline = StagePipeline.start<ChartDataContext, ChartDataRequest>()
  .then(validateStage)
  .then(authorizeStage);

export interface RunChartDataOptions {
  /** Aborted when the HTTP client disconnects: running statements are interrupted. */
  signal?: AbortSignal;
  /** For tests: replace the query-engine functions. */
  functions?: QueryFunctions;
  now?: Date;
  /** Row-level-security rules to apply; managing them comes in a later issue, so none by default. */
  rowLevelSecurityRules?: readonly RowLevelSecurityRule[];
  /**
   * The request's datasource reader, when the caller has read datasources for this request already
   * (the column-values endpoint, nested annotation runs); by default a new one (requestDatasourceReader).
   */
  readDatasource?: DatasourceReader;
  /** Statements are interrupted after this long; by default the configured query timeout. */
  statementTimeoutMs?: number;
  /** Answer only from the cache, else stop with AnswerNotCached (stages/execute.ts). */
  onlyCached?: boolean;
}

export async function runChartData(
  deps: AppDeps,
  user: AuthUser | null,
  request: ChartDataRequest,
  options: RunChartDataOptions = {},
): Promise<{ response: ChartDataResponse; timings: StageTiming[] }> {
  const ctx = chartDataContext(deps, user, options);
  const { output, timings } = await chartDataPipeline.run(ctx, request, toChartDataError);
  return { response: output, timings };
}

/** Throws the error `request` would get from `user` if it is not valid or not theirs to run. */
export async function checkChartDataAccess(
  deps: AppDeps,
  user: AuthUser | null,
  request: ChartDataRequest,
): Promise<void> {
  await accessPipeline.run(chartDataContext(deps, user, {}), request, toChartDataError);
}

/**
 * Runs a chart's query ahead of its request, for a dashboard scan-ahead: no answer, no cache entry. The
 * runs of one scan-ahead read datasources through the reader of the request that started it, so a
 * dataset the dashboard's charts share is read once, not once per chart.
 */
async function runChartDataAhead(
  deps: AppDeps,
  user: AuthUser | null,
  request: ChartDataRequest,
  readDatasource: DatasourceReader,
) {
  const ctx = chartDataContext(deps, user, { readDatasource });
  await scanAheadPipeline.run(ctx, { ...request, speculative: true });
}

function chartDataContext(
  deps: AppDeps,
  user: AuthUser | null,
  options: RunChartDataOptions,
): ChartDataContext {
  const signal = options.signal ?? new AbortController().signal;
  const now = options.now ?? getNow();
  const functions = options.functions ?? engineQueryFunctions;
  const rowLevelSecurityRules = options.rowLevelSecurityRules ?? [];
  const readDatasource = options.readDatasource ?? requestDatasourceReader(deps.chartData.datasources);
  const sharedScans = sharedScansFor(deps);
  const statementTimeoutMs = options.statementTimeoutMs ?? deps.config.queryTimeoutMs;
  const onlyCached = options.onlyCached ?? false;
  return {
    deps,
    user,
    signal,
    statementTimeoutMs,
    onlyCached,
    now,
    functions,
    deduper: deps.chartData.deduper,
    sharedScans,
    statements: deps.chartData.statements,
    statementSlots: deps.chartData.statementSlots,
    rowLevelSecurityRules,
    readDatasource,
    scanDashboardAhead(validated) {
      // The saved queries run ahead are the charts' own: no test replaces their functions or rules.
      if (!sharedScans || options.functions || rowLevelSecurityRules.length > 0) return;
      scanDashboardAhead(deps, user, validated, sharedScans, (ahead) =>
        runChartDataAhead(deps, user, ahead, readDatasource),
      );
    },
    // Annotation charts run through this same pipeline, as the same user, on the same clock and signal,
    // reading the datasources this request has read already.
    runNested: async (nested) =>
      (
        await runChartData(deps, user, nested, {
          signal,
          now,
          functions,
          rowLevelSecurityRules,
          readDatasource,
          statementTimeoutMs,
          onlyCached,
        })
      ).response,
  };
}
