import type { MetadataDb } from '../../repos/metadataDb.js';

/** What the chart-data pipeline reads of a saved chart: its query context and its cache timeout. */
export interface SavedChartRow {
  id: number;
  query_context: string | null;
  cache_timeout: number | null;
}

export async function loadSavedChart(db: MetadataDb, id: number): Promise<SavedChartRow | undefined> {
  return db
    .selectFrom('slices')
    .select(['id', 'query_context', 'cache_timeout'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A saved chart's cache_timeout; null when the chart has none or does not exist. */
export async function savedChartCacheTimeout(db: MetadataDb, id: number): Promise<number | null> {
  return (await loadSavedChart(db, id))?.cache_timeout ?? null;
}
