import { parseDatasourceUid } from '@sightline/core';
import type { ChartDatasource } from '@sightline/charts';
import type { DatasetForChart } from './chartApi';

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
