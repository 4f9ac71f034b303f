import {
  datasourceUid,
  parseExtraJson,
  TIME_GRAIN_NAMES,
  TIME_GRAINS,
  type ExploreColumn,
  type ExploreDatasource,
  type ExploreMetric,
} from '@sightline/core';
import { getSqlDialect, isSqlDialectName } from '@sightline/query-engine';
import {
  loadDatasets,
  type DatasetColumnItem,
  type DatasetItem,
  type DatasetMetricItem,
} from '../../repos/datasetRepo.js';
import type { MetadataDb } from '../../repos/metadataDb.js';
import { datasetExploreUrl } from '../../repos/chartRepo.js';
import { qualifiedTableName } from '../../repos/qualifiedTableName.js';
import { loadUsernames } from '../../repos/userRefs.js';

/**
 * The dataset as the chart-building screen reads it (ExploreDatasource): what `GET /api/v1/explore/`,
 * `GET /datasource/get/{type}/{id}/` and `POST /datasource/save/` answer.
 */

/** Certification and warning as Superset stores them in a column's or metric's `extra` JSON. */
export function certificationOf(extra: string | null): {
  certified_by: string | null;
  certification_details: string | null;
  warning_markdown: string | null;
} {
  const parsed = parseExtraJson(extra);
  const certification = parsed.certification;
  const fields =
    certification && typeof certification === 'object' ? (certification as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    certified_by: text(fields.certified_by),
    certification_details: text(fields.details),
    warning_markdown: text(parsed.warning_markdown),
  };
}

/** A metric's stored currency text (`{"symbol": "USD", "symbolPosition": "prefix"}`) as an object. */
function currencyOf(text: string | null): ExploreMetric['currency'] {
  const parsed = parseExtraJson(text);
  if (typeof parsed.symbol !== 'string' || parsed.symbol === '') return null;
  const position = parsed.symbolPosition;
  return {
    symbol: parsed.symbol,
    ...(position === 'prefix' || position === 'suffix' ? { symbolPosition: position } : {}),
  };
}

function toExploreColumn(column: DatasetColumnItem): ExploreColumn {
  return {
    id: column.id,
    column_name: column.column_name,
    verbose_name: column.verbose_name,
    description: column.description,
    type: column.type,
    type_generic: column.type_generic,
    is_dttm: column.is_dttm,
    expression: column.expression ? column.expression : null,
    filterable: column.filterable,
    groupby: column.groupby,
    python_date_format: column.python_date_format,
    advanced_data_type: column.advanced_data_type,
    ...certificationOf(column.extra),
    extra: column.extra,
  };
}

function toExploreMetric(metric: DatasetMetricItem): ExploreMetric {
  const certification = certificationOf(metric.extra);
  return {
    id: metric.id,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name,
    description: metric.description,
    expression: metric.expression,
    metric_type: metric.metric_type,
    d3format: metric.d3format,
    currency: currencyOf(metric.currency),
    warning_text: metric.warning_text,
    ...certification,
    is_certified: certification.certified_by !== null,
    extra: metric.extra,
  };
}

/** The time grains the database's SQL dialect can truncate to, as [duration, name] pairs. */
export function supportedTimeGrains(backend: string): [string, string][] {
  if (!isSqlDialectName(backend)) return [];
  const dialect = getSqlDialect(backend);
  // A dialect answers the column unchanged for a grain it cannot write.
  return TIME_GRAINS.filter((grain) => dialect.timeGrain(grain, '{col}') !== '{col}').map((grain) => [
    grain,
    TIME_GRAIN_NAMES[grain],
  ]);
}

/** ExploreDatasource from a dataset loaded with its columns; `usernames` names its owners. */
export function toExploreDatasource(
  dataset: DatasetItem,
  usernames: ReadonlyMap<number, string>,
): ExploreDatasource {
  const columns = dataset.columns.map(toExploreColumn);
  const metrics = dataset.metrics.map(toExploreMetric);
  const label = (name: string, verbose: string | null | undefined) => verbose || name;
  return {
    id: dataset.id,
    uid: datasourceUid({ id: dataset.id, type: 'table' }),
    type: 'table',
    datasource_name: dataset.table_name,
    name: qualifiedTableName(dataset.schema, dataset.table_name),
    table_name: dataset.table_name,
    schema: dataset.schema,
    sql: dataset.sql ? dataset.sql : null,
    description: dataset.description,
    database: dataset.database,
    owners: dataset.owners.map((owner) => ({
      id: owner.id,
      first_name: owner.first_name,
      last_name: owner.last_name,
      username: usernames.get(owner.id) ?? '',
    })),
    columns,
    metrics,
    main_dttm_col: dataset.main_dttm_col,
    time_grain_sqla: supportedTimeGrains(dataset.database.backend),
    granularity_sqla: columns
      .filter((c) => c.is_dttm)
      .map((c): [string, string] => [c.column_name, label(c.column_name, c.verbose_name)]),
    verbose_map: Object.fromEntries([
      ...columns.map((c) => [c.column_name, label(c.column_name, c.verbose_name)]),
      ...metrics.map((m) => [m.metric_name, label(m.metric_name, m.verbose_name)]),
    ]),
    cache_timeout: dataset.cache_timeout,
    offset: dataset.offset,
    filter_select: dataset.filter_select_enabled,
    extra: dataset.extra,
    // No health checks run yet; the panel shows the message when one is set.
    health_check_message: null,
    is_managed_externally: dataset.is_managed_externally,
    is_sqllab_view: dataset.is_sqllab_view,
    edit_url: `/tablemodelview/edit/${dataset.id}`,
    url: datasetExploreUrl(dataset.id),
    template_params: dataset.template_params,
    normalize_columns: dataset.normalize_columns,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
  };
}

/** Dataset `id` as an ExploreDatasource, or null when there is no such dataset. */
export async function loadExploreDatasource(db: MetadataDb, id: number): Promise<ExploreDatasource | null> {
  const [dataset] = await loadDatasets(db, [id], { withColumns: true });
  if (!dataset) return null;
  const usernames = await loadUsernames(
    db,
    dataset.owners.map((o) => o.id),
  );
  return toExploreDatasource(dataset, usernames);
}
