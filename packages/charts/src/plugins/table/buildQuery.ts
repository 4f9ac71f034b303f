import {
  getColumnLabel,
  getMetricLabel,
  type OrderByItem,
  type PostProcessingOperation,
  type QueryColumn,
  type QueryContext,
  type QueryMetric,
  type QueryObject,
  type QueryObjectFilter,
  type TimeGrain,
} from '@sightline/core';
import type { BuildQueryContext } from '../../sdk/chartPlugin.js';
import { buildQueryContext, xAxisColumn } from '../../sdk/buildQueryObject.js';
import { asList } from '../../sdk/formData.js';
import type { TableFormData } from './formData.js';
import { readTableOwnState, type TableOwnState } from './ownState.js';

/**
 * Superset 3.1's table query: aggregate mode groups by `groupby` with `metrics` (plus percent metrics,
 * whose shares the server computes with the contribution step), raw mode selects `all_columns`. With
 * server pagination the page comes from ownState and a row-count query follows; `show_totals` adds a
 * query without groupby.
 */
export function buildQuery(formData: TableFormData, context: BuildQueryContext = {}): QueryContext {
  return buildQueryContext(formData, (base) => {
    const grain = formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla ?? null;
    const isAggregate = formData.query_mode === 'aggregate';
    let query: QueryObject = isAggregate
      ? { ...base, ...aggregateFields(formData, grain) }
      : { ...base, ...rawFields(formData) };

    const ownState = readTableOwnState(context.ownState);
    if (formData.server_pagination) {
      const pageSize = ownState.pageSize ?? formData.server_page_length;
      query = { ...query, row_limit: pageSize, row_offset: ownState.currentPage * pageSize };
      const search = serverSearchFilter(ownState, query.columns ?? []);
      if (search) query = { ...query, filters: [...(query.filters ?? []), search] };
    } else {
      query = { ...query, row_limit: formData.row_limit };
    }

    const queries: QueryObject[] = [query];
    if (formData.server_pagination) {
      queries.push({ ...query, row_limit: 0, row_offset: 0, post_processing: [], is_rowcount: true });
    }
    if (isAggregate && formData.show_totals && (query.metrics ?? []).length > 0) {
      const { orderby: _orderby, order_desc: _orderDesc, ...totals } = query;
      queries.push({ ...totals, columns: [], row_limit: 0, row_offset: 0, post_processing: [] });
    }
    return queries;
  });
}

function aggregateFields(formData: TableFormData, grain: TimeGrain | null): QueryObject {
  const metrics = uniqueBy(formData.metrics, getMetricLabel);
  const percentLabels = [...new Set(formData.percent_metrics.map(getMetricLabel))];
  const allMetrics = uniqueBy([...metrics, ...formData.percent_metrics], getMetricLabel);
  const sortBy = asList<QueryMetric>(formData.timeseries_limit_metric)[0];
  // Without a sort metric Superset orders by the first metric, descending, whatever order_desc says.
  const orderby: OrderByItem[] = sortBy
    ? [[sortBy, !formData.order_desc] as OrderByItem]
    : allMetrics[0]
      ? [[allMetrics[0], false] as OrderByItem]
      : [];
  const postProcessing: PostProcessingOperation[] = percentLabels.length
    ? [
        {
          operation: 'contribution',
          options: { columns: percentLabels, rename_columns: percentLabels.map((label) => `%${label}`) },
        },
      ]
    : [];
  const lookup = formData.temporal_columns_lookup ?? {};
  const columns = uniqueBy(formData.groupby, getColumnLabel).map((column) =>
    typeof column === 'string' && grain && lookup[column] ? xAxisColumn(column, grain) : column,
  );
  return { columns, metrics: allMetrics, orderby, post_processing: postProcessing };
}

function rawFields(formData: TableFormData): QueryObject {
  const orderby = formData.order_by_cols.flatMap((item): OrderByItem[] => {
    try {
      const parsed: unknown = JSON.parse(item);
      return Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'boolean'
        ? [[parsed[0], parsed[1]]]
        : [];
    } catch {
      return [];
    }
  });
  return { columns: uniqueBy(formData.all_columns, getColumnLabel), orderby, post_processing: [] };
}

/** The search box's text as a filter on the chosen column (server pagination searches on the server). */
function serverSearchFilter(
  ownState: TableOwnState,
  columns: readonly QueryColumn[],
): QueryObjectFilter | null {
  const text = ownState.searchText.trim();
  if (!text) return null;
  const labels = columns.map(getColumnLabel);
  const column =
    ownState.searchColumn && labels.includes(ownState.searchColumn) ? ownState.searchColumn : null;
  if (!column) return null;
  return { col: column, op: 'ILIKE', val: `%${text}%` };
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
