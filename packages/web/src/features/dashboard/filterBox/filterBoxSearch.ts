import { buildQueryObject, type BaseFormData, type ChartDataResult } from '@sightline/charts';
import {
  FILTER_OPTIONS_COUNT_METRIC,
  FILTER_PREVIEW_ROW_LIMIT,
  filterBoxSettingsOf,
  type QueryContext,
} from '@sightline/core';
import type { ChartDataClient } from '../../charts/data/chartDataClient';
import { datasetIdOf } from '../../charts/chartFormData';

export interface FilterBoxSearchOption {
  id: unknown;
  text: string;
  metric?: number;
}

/**
 * 'Search all filter options' of a filter box field: the column's values matching the text (ILIKE,
 * anywhere in the value) on the box's dataset, with the field's metric (the row count without one),
 * sorted by it, at most 1000, within the box's own ad-hoc filters and time range as its
 * listed choices are. Null when the datasource is not a dataset.
 */
export function filterBoxSearchRequest(
  formData: Record<string, unknown>,
  column: string,
  search: string,
): QueryContext | null {
  const datasetId = datasetIdOf(formData);
  if (datasetId === null) return null;
  const field = filterBoxSettingsOf(formData).fields.find((f) => f.column === column);
  const metric = field?.metric || FILTER_OPTIONS_COUNT_METRIC;
  const base = buildQueryObject(formData as BaseFormData);
  return {
    datasource: { id: datasetId, type: 'table' },
    queries: [
      {
        ...base,
        columns: [column],
        metrics: [metric],
        orderby: [[metric, field?.asc ?? true]],
        filters: [...(base.filters ?? []), { col: column, op: 'ILIKE', val: `%${search}%` }],
        row_limit: FILTER_PREVIEW_ROW_LIMIT,
      },
    ],
    result_type: 'full',
    result_format: 'json',
    force: false,
  };
}

/** The answer's rows as options: the value, its text, and the metric when it is a number. */
export function searchOptionsOf(
  result: ChartDataResult | undefined,
  column: string,
  metricLabel: string,
): FilterBoxSearchOption[] {
  const rows = (result?.data ?? []) as Record<string, unknown>[];
  return rows.map((row) => {
    const value = row[column];
    const metric = row[metricLabel];
    return { id: value, text: String(value), ...(typeof metric === 'number' ? { metric } : {}) };
  });
}

/** Runs the search (POST /api/v1/chart/data). */
export async function searchFilterBoxOptions(
  client: ChartDataClient,
  formData: Record<string, unknown>,
  column: string,
  search: string,
): Promise<FilterBoxSearchOption[]> {
  const request = filterBoxSearchRequest(formData, column, search);
  if (!request) return [];
  const results = await client.query(request);
  const metric = request.queries[0]!.metrics![0]!;
  const label = typeof metric === 'string' ? metric : (metric.label ?? 'count');
  return searchOptionsOf(results[0], column, label);
}
