import { createInFlightDeduper, type InFlightDeduper } from '@sightline/query-engine';
import { getNow } from '../../clock.js';
import type { AppDeps, AuthUser } from '../../http/types.js';
import { toChartDataError } from './chartDataErrors.js';
import type { ChartDataContext, ChartDataRequest, ChartDataResponse } from './chartDataTypes.js';
import type { RowLevelSecurityRule } from './datasourceAccess.js';
import { requestDatasourceReader, type DatasourceReader } from './datasourceReader.js';
import { engineQueryFunctions, type QueryFunctions } from './queryFunctions.js';
import { createSharedScanBatcher, type SharedScanBatcher } from './sharedScan/sharedScanBatcher.js';
import { StagePipeline, type StageTiming } from './stagePipeline.js';
import { annotateStage } from './stages/annotate.js';
import { annotationLayersStage } from './stages/annotationLayers.js';
import { authorizeStage } from './stages/authorize.js';
import { cacheLookupStage } from './stages/cacheLookup.js';
import { cacheStoreStage } from './stages/cacheStore.js';
import { compileStage } from './stages/compile.js';
import { executeStage } from './stages/execute.js';
import { postProcessStage } from './stages/postProcess.js';
import { serializeStage } from './stages/serialize.js';
import { validateStage } from './stages/validate.js';
import { statementCounterFor } from './statementCounter.js';

/** The chart-data pipeline of DESIGN.md §4, in order. */
export const chartDataPipeline = StagePipeline.start<ChartDataContext, ChartDataRequest>()
  .then(validateStage)
  .then(authorizeStage)
  .then(annotationLayersStage)
  .then(compileStage)
  .then(cacheLookupStage)
  .then(executeStage)
  .then(postProcessStage)
  .then(annotateStage)
  .then(cacheStoreStage)
  .then(serializeStage);

// One deduper per app (per AppDeps), so identical queries from different requests share an execution.
const dedupers = new WeakMap<AppDeps, InFlightDeduper>();
function deduperFor(deps: AppDeps): InFlightDeduper {
  let deduper = dedupers.get(deps);
  if (!deduper) {
    deduper = createInFlightDeduper();
    dedupers.set(deps, deduper);
  }
  return deduper;
}

// One shared-scan window per app, so the requests of a dashboard meet there.
const sharedScanBatchers = new WeakMap<AppDeps, SharedScanBatcher>();
function sharedScanBatcherFor(deps: AppDeps): SharedScanBatcher | null {
  // Read on every request, so the switch (SIGHTLINE_SHARED_SCANS) can be flipped on a running app.
  if (!deps.config.sharedScans) return null;
  let batcher = sharedScanBatchers.get(deps);
  if (!batcher) {
    batcher = createSharedScanBatcher();
    sharedScanBatchers.set(deps, batcher);
  }
  return batcher;
}

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
}

export async function runChartData(
  deps: AppDeps,
  user: AuthUser | null,
  request: ChartDataRequest,
  options: RunChartDataOptions = {},
): Promise<{ response: ChartDataResponse; timings: StageTiming[] }> {
  const signal = options.signal ?? new AbortController().signal;
  const now = options.now ?? getNow();
  const functions = options.functions ?? engineQueryFunctions;
  const rowLevelSecurityRules = options.rowLevelSecurityRules ?? [];
  const readDatasource = options.readDatasource ?? requestDatasourceReader(deps.db);
  const ctx: ChartDataContext = {
    deps,
    user,
    signal,
    now,
    functions,
    deduper: deduperFor(deps),
    sharedScans: sharedScanBatcherFor(deps),
    statements: statementCounterFor(deps),
    rowLevelSecurityRules,
    readDatasource,
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
        })
      ).response,
  };
  const { output, timings } = await chartDataPipeline.run(ctx, request, toChartDataError);
  return { response: output, timings };
}
