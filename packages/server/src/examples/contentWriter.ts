/**
 * How the example loader stores what it creates. The examples module describes databases, datasets,
 * charts and dashboards as plain data; the metadata services implement this writer (so examples are
 * stored by the same code as API writes). Every call is an upsert keyed by `uuid`, so loading twice
 * changes nothing and a newer Sightline can refresh the examples in place.
 */

export interface ExampleDatabase {
  uuid: string;
  database_name: string;
  sqlalchemy_uri: string;
  expose_in_sqllab: boolean;
  allow_dml: boolean;
}

export interface ExampleColumn {
  column_name: string;
  type: string;
  /** 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic: number;
  is_dttm: boolean;
  groupby: boolean;
  filterable: boolean;
  verbose_name?: string;
  description?: string;
  expression?: string;
}

export interface ExampleMetric {
  metric_name: string;
  expression: string;
  verbose_name?: string;
  d3format?: string;
  description?: string;
}

export interface ExampleDataset {
  uuid: string;
  databaseId: number;
  schema: string | null;
  table_name: string;
  description?: string;
  main_dttm_col?: string;
  columns: ExampleColumn[];
  metrics: ExampleMetric[];
}

export interface ExampleChart {
  uuid: string;
  slice_name: string;
  viz_type: string;
  datasetId: number;
  /** Superset-shaped form data; `datasource` is filled in by the writer. */
  params: Record<string, unknown>;
  description?: string;
}

export interface ExampleDashboard {
  uuid: string;
  dashboard_title: string;
  slug: string;
  published: boolean;
  chartIds: number[];
  /** The layout tree (version marker v2), or null to let the dashboard lay out its charts. */
  position_json: Record<string, unknown> | null;
  json_metadata: Record<string, unknown>;
  css?: string;
}

export interface ExampleContentWriter {
  upsertDatabase(db: ExampleDatabase): Promise<number>;
  upsertDataset(dataset: ExampleDataset): Promise<number>;
  upsertChart(chart: ExampleChart): Promise<number>;
  upsertDashboard(dashboard: ExampleDashboard): Promise<number>;
}
