import { parseDatasourceUid } from '@sightline/core';
import type { ChartDatasource } from '@sightline/charts';

/** A dataset as `GET /api/v1/dataset/{id}` answers it (the fields a chart needs). */
export interface DatasetForChart {
  id: number;
  table_name: string;
  datasource_type?: string;
  columns: {
    column_name: string;
    verbose_name?: string | null;
    is_dttm?: boolean;
    type_generic?: number | null;
  }[];
  metrics: {
    metric_name: string;
    verbose_name?: string | null;
    d3format?: string | null;
    currency?: unknown;
  }[];
}

/** The dataset id a form data's `datasource` (`3__table`) points to. */
export function datasetIdOf(formData: Record<string, unknown>): number | null {
  return parseDatasourceUid(formData.datasource)?.id ?? null;
}

export function toChartDatasource(dataset: DatasetForChart): ChartDatasource {
  return {
    id: dataset.id,
    type: dataset.datasource_type ?? 'table',
    name: dataset.table_name,
    columns: dataset.columns,
    metrics: dataset.metrics.map((metric) => ({
      ...metric,
      currency: isCurrency(metric.currency) ? metric.currency : null,
    })),
  };
}

function isCurrency(value: unknown): value is { symbol: string; symbolPosition?: 'prefix' | 'suffix' } {
  return Boolean(
    value && typeof value === 'object' && typeof (value as { symbol?: unknown }).symbol === 'string',
  );
}
