import { createInFlightDeduper, type InFlightDeduper } from '@sightline/query-engine';
import type { ChartDataRuntime } from '../../appDeps.js';
import type { SightlineConfig } from '../../config.js';
import { openStoreChangeMark } from '../../metadata/storeChangeMark.js';
import { isPostgresDb, type MetadataDb } from '../../repos/metadataDb.js';
import { createStatementSlots, type StatementSlots } from '../statementSlots.js';
import { createKnownDatasources, type KnownDatasources } from './chartDataSource.js';
import { createKeptCompilations, type KeptCompilations } from './compiledQueries.js';
import { createSharedScans, type SharedScans } from './sharedScan/sharedScans.js';
import type { DisplayTexts, KeptCacheKeys } from './stages/compile.js';
import type { RecordsJson } from './stages/serialize.js';
import type { KeptQueryContexts } from './stages/validate.js';
import { createStatementCounter, type StatementCounter } from './statementCounter.js';

// The parts are declared here, where they are defined, so that appDeps.ts names no service type.
declare module '../../appDeps.js' {
  interface ChartDataRuntime {
    /** Identical queries of different requests share one execution. */
    deduper: InFlightDeduper;
    /** The shared-scan window and the rows fetched ahead (used while `sharedScans` is on). */
    sharedScans: SharedScans;
    statements: StatementCounter;
    /** Caps the statements running at once, in all and per user. */
    statementSlots: StatementSlots;
    /** Datasources read from the metadata store, with the store's change mark. */
    datasources: KnownDatasources;
    queryContexts: KeptQueryContexts;
    compilations: KeptCompilations;
    displayTexts: DisplayTexts;
    cacheKeys: KeptCacheKeys;
    recordsJson: RecordsJson;
  }
}

/** The chart-data pipeline's state of one app, closed with the app before its metadata store. */
export function createChartDataRuntime(
  db: MetadataDb,
  config: Pick<SightlineConfig, 'statementLimits'>,
): ChartDataRuntime {
  const changeMark = openStoreChangeMark(db, isPostgresDb(db));
  return {
    deduper: createInFlightDeduper(),
    sharedScans: createSharedScans(),
    statements: createStatementCounter(),
    statementSlots: createStatementSlots(config.statementLimits),
    datasources: createKnownDatasources(db, changeMark.mark),
    queryContexts: new Map(),
    compilations: createKeptCompilations(),
    displayTexts: new WeakMap(),
    cacheKeys: new WeakMap(),
    recordsJson: new WeakMap(),
    close: () => changeMark.close(),
  };
}
