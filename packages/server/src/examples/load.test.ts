import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEngine, parseDatabaseUri } from '@sightline/query-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExampleChart,
  ExampleContentWriter,
  ExampleDashboard,
  ExampleDatabase,
  ExampleDataset,
} from './contentWriter.js';
import { loadExamples, type ExamplesSummary } from './load.js';

/** A test double of the metadata writer: upserts by uuid into maps, ids stable per uuid. */
class RecordingWriter implements ExampleContentWriter {
  readonly databases = new Map<string, ExampleDatabase>();
  readonly datasets = new Map<string, ExampleDataset>();
  readonly charts = new Map<string, ExampleChart>();
  readonly dashboards = new Map<string, ExampleDashboard>();
  private readonly ids = new Map<string, number>();
  calls = 0;

  private idFor(uuid: string): number {
    if (!this.ids.has(uuid)) this.ids.set(uuid, this.ids.size + 1);
    return this.ids.get(uuid) as number;
  }
  upsertDatabase(db: ExampleDatabase) {
    this.calls++;
    this.databases.set(db.uuid, db);
    return Promise.resolve(this.idFor(db.uuid));
  }
  upsertDataset(dataset: ExampleDataset) {
    this.calls++;
    this.datasets.set(dataset.uuid, dataset);
    return Promise.resolve(this.idFor(dataset.uuid));
  }
  upsertChart(chart: ExampleChart) {
    this.calls++;
    this.charts.set(chart.uuid, chart);
    return Promise.resolve(this.idFor(chart.uuid));
  }
  upsertDashboard(dashboard: ExampleDashboard) {
    this.calls++;
    this.dashboards.set(dashboard.uuid, dashboard);
    return Promise.resolve(this.idFor(dashboard.uuid));
  }
}

/** Form-data fields that name columns or saved metrics of the chart's dataset. */
const COLUMN_FIELDS = [
  'groupby',
  'columns',
  'x_axis',
  'all_columns_x',
  'all_columns_y',
  'series',
  'entity',
  'groupbyRows',
  'groupbyColumns',
  'all_columns',
  'granularity_sqla',
];
const METRIC_FIELDS = ['metric', 'metrics', 'secondary_metric', 'x', 'y', 'size', 'timeseries_limit_metric'];
const names = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');

describe('loadExamples', () => {
  let home: string;
  let writer: RecordingWriter;
  let summary: ExamplesSummary;
  const options = { eventsRows: 2_000, sizes: { orders: 2_000, geoPoints: 300 } };

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'sightline-home-'));
    writer = new RecordingWriter();
    summary = await loadExamples({ config: { home } }, writer, options);
  });

  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('registers the examples DuckDB database by absolute path', () => {
    const [db] = [...writer.databases.values()];
    expect(db).toMatchObject({ database_name: 'examples', expose_in_sqllab: true, allow_dml: false });
    expect(db?.sqlalchemy_uri).toBe(`duckdb:///${join(home, 'examples.duckdb')}`);
    expect(parseDatabaseUri(db?.sqlalchemy_uri ?? '').path).toBe(join(home, 'examples.duckdb'));
    expect(summary.tables.map((t) => [t.name, t.generated])).toEqual([
      ['birth_names', true],
      ['orders', true],
      ['web_events', true],
      ['country_indicators', true],
      ['geo_points', true],
    ]);
  });

  it('stores each table as a dataset with typed columns and saved metrics', () => {
    const byTable = new Map([...writer.datasets.values()].map((d) => [d.table_name, d]));
    expect([...byTable.keys()]).toEqual([
      'birth_names',
      'orders',
      'web_events',
      'country_indicators',
      'geo_points',
    ]);
    const births = byTable.get('birth_names');
    expect(births?.databaseId).toBe(summary.databaseId);
    expect(births?.main_dttm_col).toBe('ds');
    expect(births?.columns.find((c) => c.column_name === 'ds')).toMatchObject({
      type: 'TIMESTAMP',
      type_generic: 2,
      is_dttm: true,
      groupby: true,
    });
    expect(births?.columns.find((c) => c.column_name === 'num')).toMatchObject({
      type_generic: 0,
      is_dttm: false,
      groupby: false,
      filterable: true,
      verbose_name: 'Births',
    });
    expect(births?.columns.find((c) => c.column_name === 'state')).toMatchObject({
      type: 'VARCHAR',
      type_generic: 1,
      groupby: true,
    });
    expect(
      byTable.get('country_indicators')?.columns.find((c) => c.column_name === 'year_date'),
    ).toMatchObject({ type: 'DATE', is_dttm: true, expression: 'make_date(year, 1, 1)' });
    const metricNames = (table: string) => byTable.get(table)?.metrics.map((m) => m.metric_name);
    expect(metricNames('birth_names')).toEqual(expect.arrayContaining(['count', 'sum__num']));
    expect(metricNames('orders')).toEqual(expect.arrayContaining(['count', 'sum__sales']));
    expect(metricNames('web_events')).toEqual(
      expect.arrayContaining(['count', 'avg__latency_ms', 'sum__revenue']),
    );
  });

  it('every saved metric and calculated column runs on the generated tables', async () => {
    const engine = await openEngine(summary.databaseUri);
    try {
      for (const dataset of writer.datasets.values()) {
        const expressions = [
          ...dataset.metrics.map((m) => m.expression),
          ...dataset.columns.flatMap((c) => (c.expression ? [`count(DISTINCT ${c.expression})`] : [])),
        ];
        const { rows } = await engine.run(`SELECT ${expressions.join(', ')} FROM ${dataset.table_name}`);
        expect(
          rows[0]?.every((value) => value !== null),
          dataset.table_name,
        ).toBe(true);
      }
    } finally {
      await engine.close();
    }
  });

  it('creates at least 30 charts whose form data only names real columns and metrics', () => {
    const charts = [...writer.charts.values()];
    expect(charts.length).toBeGreaterThanOrEqual(30);
    // Every built-in chart type (packages/charts/src/plugins/index.ts) has at least one example chart.
    expect(new Set(charts.map((c) => c.viz_type))).toEqual(
      new Set([
        'table',
        'pivot_table_v2',
        'time_table',
        'big_number_total',
        'big_number',
        'echarts_timeseries_line',
        'echarts_timeseries_bar',
        'echarts_area',
        'echarts_timeseries_scatter',
        'echarts_timeseries_smooth',
        'echarts_timeseries_step',
        'mixed_timeseries',
        'dist_bar',
        'pie',
        'funnel',
        'gauge_chart',
        'radar',
        'heatmap_v2',
        'histogram_v2',
        'box_plot',
        'treemap_v2',
        'sunburst_v2',
        'word_cloud',
        'bubble_v2',
        'world_map',
        'deck_scatter',
        'filter_box',
      ]),
    );
    const datasetsById = new Map(
      [...writer.datasets.values()].map((d) => [summary.datasets[d.table_name], d]),
    );
    for (const chart of charts) {
      const dataset = datasetsById.get(chart.datasetId);
      expect(dataset, chart.slice_name).toBeDefined();
      const columns = new Set(dataset?.columns.map((c) => c.column_name));
      const metrics = new Set(dataset?.metrics.map((m) => m.metric_name));
      expect(chart.params['viz_type']).toBe(chart.viz_type);
      for (const field of COLUMN_FIELDS) {
        for (const name of names(chart.params[field]))
          expect(columns, `${chart.slice_name}.${field}`).toContain(name);
      }
      for (const field of METRIC_FIELDS) {
        for (const name of names(chart.params[field]))
          expect(metrics, `${chart.slice_name}.${field}`).toContain(name);
      }
    }
  });

  it('creates four published dashboards with valid v2 layouts (header, markdown, tabs)', () => {
    const dashboards = [...writer.dashboards.values()];
    expect(dashboards.map((d) => d.dashboard_title)).toEqual([
      'Sales Dashboard',
      'Births',
      'Births (filter box)',
      'Web Analytics',
    ]);
    const chartIds = new Set(Object.values(summary.charts));
    const types = new Map<string, Set<string>>();
    for (const dashboard of dashboards) {
      expect(dashboard.published).toBe(true);
      const layout = dashboard.position_json as Record<
        string,
        { type: string; children?: string[]; meta?: Record<string, unknown> }
      >;
      expect(layout['DASHBOARD_VERSION_KEY']).toBe('v2');
      expect(layout['ROOT_ID']?.children).toEqual(['GRID_ID']);
      const seen = new Set<string>();
      const placed: number[] = [];
      const visit = (id: string) => {
        const node = layout[id];
        expect(node, `${dashboard.slug}: ${id}`).toBeDefined();
        seen.add(node?.type ?? '');
        if (node?.type === 'ROW') {
          const width = (node.children ?? []).reduce(
            (sum, child) => sum + Number(layout[child]?.meta?.['width']),
            0,
          );
          expect(width).toBeLessThanOrEqual(12);
        }
        if (node?.type === 'CHART') {
          placed.push(node.meta?.['chartId'] as number);
          expect(node.meta?.['height']).toBeGreaterThan(0);
        }
        for (const child of node?.children ?? []) visit(child);
      };
      visit('ROOT_ID');
      types.set(dashboard.slug, seen);
      expect(placed).toEqual(dashboard.chartIds);
      for (const id of placed) expect(chartIds).toContain(id);
    }
    expect(types.get('sales')).toEqual(new Set(['ROOT', 'GRID', 'ROW', 'CHART', 'MARKDOWN', 'HEADER']));
    expect(types.get('web-analytics')).toEqual(new Set(['ROOT', 'GRID', 'TABS', 'TAB', 'ROW', 'CHART']));
  });

  it('loads again idempotently: same uuids and payloads, no regeneration', async () => {
    const second = new RecordingWriter();
    const again = await loadExamples({ config: { home } }, second, options);
    expect(again.tables.every((t) => !t.generated)).toBe(true);
    expect(second.calls).toBe(writer.calls);
    expect([...second.charts.keys()]).toEqual([...writer.charts.keys()]);
    expect([...second.datasets.values()]).toEqual([...writer.datasets.values()]);
    expect([...second.dashboards.values()]).toEqual([...writer.dashboards.values()]);
    const uuids = [
      ...writer.databases.keys(),
      ...writer.datasets.keys(),
      ...writer.charts.keys(),
      ...writer.dashboards.keys(),
    ];
    expect(new Set(uuids).size).toBe(uuids.length);
    for (const uuid of uuids)
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
