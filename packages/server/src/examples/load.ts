import { resolve } from 'node:path';
import { openEngine, quoteIdentifier, type Engine } from '@sightline/query-engine';
import type { AppDeps } from '../appDeps.js';
import { EXAMPLE_CHARTS } from './charts/index.js';
import type { ExampleColumn, ExampleContentWriter } from './contentWriter.js';
import { buildDashboardLayout, chartKeysOf } from './dashboardLayout.js';
import { defaultDashboardMetadata, EXAMPLE_DASHBOARDS } from './dashboards.js';
import { EXAMPLE_DATASETS, type ExampleDatasetDefinition } from './datasets.js';
import { exampleUuid } from './exampleUuid.js';
import { generateExampleData, type GeneratedTable } from './generate.js';
import { DEFAULT_EXAMPLE_SIZES, type ExampleSizes } from './tables/index.js';

export const EXAMPLES_DATABASE_NAME = 'examples';
export const EXAMPLES_FILE_NAME = 'examples.duckdb';

export interface LoadExamplesOptions {
  /** Rows of `web_events` (`sightline examples load --rows N`). */
  eventsRows: number;
  /** Regenerate every table even when it is already current. */
  force?: boolean;
  /** Smaller orders / geo tables, for tests. */
  sizes?: Partial<Omit<ExampleSizes, 'events'>>;
}

export interface ExamplesSummary {
  path: string;
  databaseId: number;
  databaseUri: string;
  tables: GeneratedTable[];
  /** Ids by table name, chart key and dashboard slug. */
  datasets: Record<string, number>;
  charts: Record<string, number>;
  dashboards: Record<string, number>;
  durationMs: number;
}

/**
 * Generates the example data in `$SIGHTLINE_HOME/examples.duckdb` (skipping current tables) and stores
 * the "examples" database, its datasets, charts and dashboards through the writer. Every write is an
 * upsert by deterministic uuid, so loading twice changes nothing.
 */
export async function loadExamples(
  deps: { config: Pick<AppDeps['config'], 'home'> },
  writer: ExampleContentWriter,
  options: LoadExamplesOptions,
): Promise<ExamplesSummary> {
  const started = performance.now();
  const path = resolve(deps.config.home, EXAMPLES_FILE_NAME);
  const sizes: ExampleSizes = { ...DEFAULT_EXAMPLE_SIZES, ...options.sizes, events: options.eventsRows };
  const tables = await generateExampleData(path, sizes, { force: options.force ?? false });

  const databaseUri = `duckdb:///${path}`;
  const databaseId = await writer.upsertDatabase({
    uuid: exampleUuid('database:examples'),
    database_name: EXAMPLES_DATABASE_NAME,
    sqlalchemy_uri: databaseUri,
    expose_in_sqllab: true,
    allow_dml: false,
  });

  const engine = await openEngine(databaseUri);
  const datasets: Record<string, number> = {};
  try {
    for (const definition of EXAMPLE_DATASETS) {
      datasets[definition.table] = await writer.upsertDataset({
        uuid: exampleUuid(`dataset:${definition.table}`),
        databaseId,
        schema: 'main',
        table_name: definition.table,
        description: definition.description,
        ...(definition.main_dttm_col ? { main_dttm_col: definition.main_dttm_col } : {}),
        columns: await datasetColumns(engine, definition),
        metrics: definition.metrics,
      });
    }
  } finally {
    await engine.close();
  }

  // Superset's time column control defaults to the dataset's main datetime column: saved with the chart,
  // it lets a dashboard's time range filter apply to charts that have no time filter of their own.
  const mainTimeColumns = new Map(EXAMPLE_DATASETS.map((d) => [d.table, d.main_dttm_col]));
  const charts: Record<string, number> = {};
  for (const chart of EXAMPLE_CHARTS) {
    const mainTimeColumn = mainTimeColumns.get(chart.dataset);
    const datasetId = datasets[chart.dataset];
    if (datasetId === undefined)
      throw new Error(`Example chart "${chart.key}" uses unknown dataset "${chart.dataset}"`);
    charts[chart.key] = await writer.upsertChart({
      uuid: exampleUuid(`chart:${chart.key}`),
      slice_name: chart.slice_name,
      viz_type: chart.viz_type,
      datasetId,
      params: {
        viz_type: chart.viz_type,
        ...(mainTimeColumn ? { granularity_sqla: mainTimeColumn } : {}),
        ...chart.params,
      },
      ...(chart.description ? { description: chart.description } : {}),
    });
  }

  const chartIds = new Map(Object.entries(charts));
  const chartNames = new Map(EXAMPLE_CHARTS.map((c) => [c.key, c.slice_name]));
  const dashboards: Record<string, number> = {};
  for (const dashboard of EXAMPLE_DASHBOARDS) {
    dashboards[dashboard.slug] = await writer.upsertDashboard({
      uuid: exampleUuid(`dashboard:${dashboard.key}`),
      dashboard_title: dashboard.dashboard_title,
      slug: dashboard.slug,
      published: true,
      chartIds: chartKeysOf(dashboard.blocks).map((key) => chartIds.get(key) as number),
      position_json: buildDashboardLayout(dashboard.dashboard_title, dashboard.blocks, chartIds, chartNames),
      json_metadata: defaultDashboardMetadata(),
      ...(dashboard.css ? { css: dashboard.css } : {}),
    });
  }

  return {
    path,
    databaseId,
    databaseUri,
    tables,
    datasets,
    charts,
    dashboards,
    durationMs: Math.round(performance.now() - started),
  };
}

/** Physical columns typed by DuckDB, plus calculated columns typed by describing their expression. */
async function datasetColumns(
  engine: Engine,
  definition: ExampleDatasetDefinition,
): Promise<ExampleColumn[]> {
  const physical = await engine.describeTable({ schema: 'main', table: definition.table });
  const columns: ExampleColumn[] = physical.map((column) => ({
    column_name: column.name,
    type: column.type,
    type_generic: column.typeGeneric,
    is_dttm: column.isDttm,
    groupby: !definition.measures.includes(column.name),
    filterable: true,
    ...(definition.verboseNames[column.name] ? { verbose_name: definition.verboseNames[column.name] } : {}),
  }));
  for (const calculated of definition.calculated ?? []) {
    const [described] = await engine.describeQuery(
      `SELECT ${calculated.expression} AS ${quoteIdentifier(calculated.column_name)} FROM ${quoteIdentifier(definition.table)}`,
    );
    if (!described) throw new Error(`Calculated column ${calculated.column_name} has no type`);
    columns.push({
      column_name: calculated.column_name,
      type: described.type,
      type_generic: described.typeGeneric,
      is_dttm: described.isDttm,
      groupby: true,
      filterable: true,
      verbose_name: calculated.verbose_name,
      expression: calculated.expression,
    });
  }
  return columns;
}
