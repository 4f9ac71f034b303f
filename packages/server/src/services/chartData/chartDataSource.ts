import { isSqlDialectName } from '@sightline/query-engine';
import type { StoreChangeMark } from '../../metadata/storeChangeMark.js';
import { notFound } from '../../apiError.js';
import { chartDataSourceVersion, findChartDataSource } from '../../repos/chartDataSourceRepo.js';
import type { MetadataDb } from '../../repos/metadataDb.js';
import { ChartDataError } from './chartDataErrors.js';
import type { DatasetDescriptor, SqlDialectName } from './queryFunctions.js';

/**
 * What the pipeline needs to know about a datasource: the compiler's DatasetDescriptor plus the database
 * it lives in and the cache timeouts. Read with three narrow queries (no owners or audit users) because
 * it runs on every chart-data request, cached ones included.
 */
export interface ChartDataSource {
  descriptor: DatasetDescriptor;
  databaseId: number;
  /** The database's name, for schema grants (`[<database>].[<schema>]`). */
  databaseName: string;
  backend: SqlDialectName;
  datasetCacheTimeout: number | null;
  databaseCacheTimeout: number | null;
  /** For the columns result type: dtype and verbose names. */
  columnDetails: { column_name: string; verbose_name: string | null; type: string | null }[];
}

export const SUPPORTED_DATASOURCE_TYPES = new Set(['table', 'dataset', 'sl_table', 'view']);

interface KnownSource {
  version: string;
  source: ChartDataSource;
  /** The store's change mark when `version` was last found current (null: the store has none). */
  mark: string | null;
}

/**
 * Datasources already read from one metadata store, with the version they were read at. Every chart-data
 * request needs its datasource, cached answers included, and checking one version row costs a third
 * of reading it again. The version covers everything the pipeline reads (chartDataSourceVersion), so an
 * edit is seen by the very next request. On SQLite, the store's change mark spares even the version
 * check while nothing at all was written (metadata/storeChangeMark.ts).
 */
export interface KnownDatasources {
  db: MetadataDb;
  /** The store's change mark; always null on PostgreSQL. */
  changeMark: StoreChangeMark;
  sources: Map<number, KnownSource>;
}

export function createKnownDatasources(db: MetadataDb, changeMark: StoreChangeMark): KnownDatasources {
  return { db, changeMark, sources: new Map() };
}

export async function loadChartDataSource(store: KnownDatasources, id: number): Promise<ChartDataSource> {
  const { db, sources: known } = store;
  // Taken before the version and the rows are read, so a change made meanwhile only costs a recheck.
  const mark = await store.changeMark();
  const seen = known.get(id);
  if (seen && mark !== null && seen.mark === mark) return seen.source;
  const version = await chartDataSourceVersion(db, id);
  if (version === null) {
    known.delete(id);
    throw notFound();
  }
  if (seen && seen.version === version) {
    seen.mark = mark;
    return seen.source;
  }
  const source = await readChartDataSource(db, id);
  known.set(id, { version, source, mark });
  return source;
}

async function readChartDataSource(db: MetadataDb, id: number): Promise<ChartDataSource> {
  const record = await findChartDataSource(db, id);
  if (!record) throw notFound();
  const { backend } = record;
  if (!isSqlDialectName(backend)) {
    throw new ChartDataError(
      400,
      'GENERIC_BACKEND_ERROR',
      `Charts are not supported on ${backend} databases`,
    );
  }
  return { ...record, backend };
}
