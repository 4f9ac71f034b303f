import { loadChartDataSource, type ChartDataSource, type KnownDatasources } from './chartDataSource.js';

/** Reads a datasource for the pipeline (404 when it does not exist). */
export type DatasourceReader = (id: number) => Promise<ChartDataSource>;

/**
 * The datasource reader of one request: each datasource is read once, however many stages and nested
 * annotation runs ask for it (the main query's, an annotation chart's access check and its run, the
 * column-values endpoint's own check). A failed read fails every asker the same way.
 */
export function requestDatasourceReader(datasources: KnownDatasources): DatasourceReader {
  const read = new Map<number, Promise<ChartDataSource>>();
  return (id) => {
    let source = read.get(id);
    if (!source) {
      source = loadChartDataSource(datasources, id);
      read.set(id, source);
    }
    return source;
  };
}
