import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../repos/schema.js';
import { loadChartDataSource, type ChartDataSource } from './chartDataSource.js';

/** Reads a datasource for the pipeline (404 when it does not exist). */
export type DatasourceReader = (id: number) => Promise<ChartDataSource>;

/**
 * The datasource reader of one request: each datasource is read once, however many stages and nested
 * annotation runs ask for it (the main query's, an annotation chart's access check and its run, the
 * column-values endpoint's own check). A failed read fails every asker the same way.
 */
export function requestDatasourceReader(db: Kysely<MetadataSchema>): DatasourceReader {
  const read = new Map<number, Promise<ChartDataSource>>();
  return (id) => {
    let source = read.get(id);
    if (!source) {
      source = loadChartDataSource(db, id);
      read.set(id, source);
    }
    return source;
  };
}
