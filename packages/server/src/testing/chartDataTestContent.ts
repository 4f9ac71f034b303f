import { join } from 'node:path';
import {
  DuckDBEngine,
  type ColumnarResult,
  type Engine,
  type QueryResult,
  type RunOptions,
} from '@sightline/query-engine';
import { createTestApp, type TestApp } from './createTestApp.js';
import { createExampleContentWriter } from '../services/exampleContentWriter.js';
import { grantDatasetAccess } from './grants.js';

/**
 * Test content for the chart-data API tests: a small real DuckDB file (`sales`: 30 rows, 10 days × 3
 * regions, amount = row number), registered as a database with a physical dataset and a virtual `slow`
 * dataset whose query runs for minutes (for timeouts and cancellation), plus a saved chart.
 *
 * Per region: north amounts 0,3,..,27 (sum 135), south 1,4,..,28 (145), east 2,5,..,29 (155).
 */
export interface ChartDataContent {
  databaseId: number;
  salesId: number;
  slowId: number;
  chartId: number;
  /** Every statement the app ran on the analytics database, with how it ended. */
  runs: RecordedRun[];
}

export interface RecordedRun {
  sql: string;
  /** Settles when the statement finished: 'ok', or the error's name (QueryCancelledError...). */
  outcome: Promise<string>;
}

export const SLOW_SQL = 'SELECT sum(r) AS n FROM range(100000000000) t(r)';

/**
 * Watches the engines the app opens: each run is recorded with its outcome. The engine itself is real;
 * this only observes, so tests can count executions and see a statement being interrupted.
 */
export function recordEngineRuns(t: TestApp, runs: RecordedRun[]): void {
  const registry = t.deps.engines;
  const forDatabase = registry.forDatabase.bind(registry);
  const wrapped = new Map<number, Engine>();
  registry.forDatabase = async (id: number) => {
    const engine = await forDatabase(id);
    let recording = wrapped.get(id);
    if (!recording) {
      recording = Object.create(engine) as Engine;
      const record = <T>(sql: string, result: Promise<T>): Promise<T> => {
        runs.push({
          sql,
          outcome: result.then(
            () => 'ok',
            (error: Error) => error.name,
          ),
        });
        return result;
      };
      recording.run = (sql: string, options?: RunOptions): Promise<QueryResult> =>
        record(sql, engine.run(sql, options));
      if (engine.runColumns) {
        const runColumns = engine.runColumns.bind(engine);
        recording.runColumns = (sql: string, options?: RunOptions): Promise<ColumnarResult> =>
          record(sql, runColumns(sql, options));
      }
      wrapped.set(id, recording);
    }
    return recording;
  };
}

export async function seedChartDataContent(t: TestApp): Promise<ChartDataContent> {
  const file = join(t.deps.config.home, 'sales.duckdb');
  const duck = await DuckDBEngine.open(file, { writable: true });
  await duck.run(`
    CREATE TABLE sales AS
    SELECT (DATE '2024-01-01' + INTERVAL (i % 10) DAY)::TIMESTAMP AS ds,
           ['north', 'south', 'east'][i % 3 + 1] AS region,
           i::DOUBLE AS amount
    FROM range(30) t(i)`);
  await duck.close();

  const writer = createExampleContentWriter(t.deps);
  const databaseId = await writer.upsertDatabase({
    uuid: 'c0000000-0000-4000-8000-000000000001',
    database_name: 'sales db',
    sqlalchemy_uri: `duckdb:///${file}`,
    expose_in_sqllab: true,
    allow_dml: false,
  });
  const salesId = await writer.upsertDataset({
    uuid: 'c0000000-0000-4000-8000-000000000002',
    databaseId,
    schema: 'main',
    table_name: 'sales',
    main_dttm_col: 'ds',
    columns: [
      {
        column_name: 'ds',
        type: 'TIMESTAMP',
        type_generic: 2,
        is_dttm: true,
        groupby: true,
        filterable: true,
      },
      {
        column_name: 'region',
        type: 'VARCHAR',
        type_generic: 1,
        is_dttm: false,
        groupby: true,
        filterable: true,
      },
      {
        column_name: 'amount',
        type: 'DOUBLE',
        type_generic: 0,
        is_dttm: false,
        groupby: false,
        filterable: true,
      },
    ],
    metrics: [
      { metric_name: 'count', expression: 'COUNT(*)' },
      { metric_name: 'total', expression: 'SUM(amount)' },
    ],
  });
  const slowId = await writer.upsertDataset({
    uuid: 'c0000000-0000-4000-8000-000000000003',
    databaseId,
    schema: null,
    table_name: 'slow',
    columns: [
      { column_name: 'n', type: 'HUGEINT', type_generic: 0, is_dttm: false, groupby: true, filterable: true },
    ],
    metrics: [],
  });
  await t.deps.db.updateTable('tables').set({ sql: SLOW_SQL }).where('id', '=', slowId).execute();
  const chartId = await writer.upsertChart({
    uuid: 'c0000000-0000-4000-8000-000000000004',
    slice_name: 'Sales by region',
    viz_type: 'table',
    datasetId: salesId,
    params: { groupby: ['region'], metrics: ['total'] },
  });
  const runs: RecordedRun[] = [];
  recordEngineRuns(t, runs);
  return { databaseId, salesId, slowId, chartId, runs };
}

let savedCharts = 0;

/** A new chart on the sales dataset with the given saved query context; returns its id. */
export async function saveSalesChart(
  t: TestApp,
  content: ChartDataContent,
  name: string,
  queryContext: unknown,
): Promise<number> {
  const writer = createExampleContentWriter(t.deps);
  const id = await writer.upsertChart({
    uuid: `c0000000-0000-4000-8000-1${String(++savedCharts).padStart(11, '0')}`,
    slice_name: name,
    viz_type: 'table',
    datasetId: content.salesId,
    params: {},
  });
  await t.deps.db
    .updateTable('slices')
    .set({ query_context: JSON.stringify(queryContext) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A query context on the sales dataset: total per region, largest first. */
export function salesByRegion(salesId: number, extra: Record<string, unknown> = {}) {
  return {
    datasource: { id: salesId, type: 'table' },
    queries: [{ columns: ['region'], metrics: ['total'], orderby: [['total', false]], ...extra }],
    result_type: 'full',
    result_format: 'json',
  };
}

export interface ChartDataTestSetup {
  t: TestApp;
  content: ChartDataContent;
  /** Bearer headers of an Admin, a Gamma user and an sql_lab-only user. */
  admin: Record<string, string>;
  gamma: Record<string, string>;
  sqlLab: Record<string, string>;
}

/** A test app with the chart-data content and one signed-in user per role the tests compare. */
export async function setUpChartDataTests(): Promise<ChartDataTestSetup> {
  const t = await createTestApp();
  const content = await seedChartDataContent(t);
  const admin = (await t.signIn('admin')).headers;
  await t.createUser('Gamma', 'gwen');
  // Gamma reads the content's datasets; sql_lab reads none.
  const datasets = await t.deps.db.selectFrom('tables').select('id').execute();
  await grantDatasetAccess(
    t.deps,
    'Gamma',
    datasets.map((d) => d.id),
  );
  const gamma = (await t.signIn('gwen')).headers;
  await t.createUser('sql_lab', 'sam');
  const sqlLab = (await t.signIn('sam')).headers;
  return { t, content, admin, gamma, sqlLab };
}
