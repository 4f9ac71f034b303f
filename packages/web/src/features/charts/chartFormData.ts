import { datasourceUid, parseDatasourceUid, parseJsonObject } from '@sightline/core';
import type { ChartDatasource } from '@sightline/charts';
import type { DatasetForChart, SavedChart } from './chartApi';

/** A saved chart's form data: its params plus the viz type and `{id}__{type}` datasource it belongs to. */
export function savedChartFormData(chart: SavedChart): Record<string, unknown> {
  // Unreadable params leave the chart with its defaults; the plugin's form-data checks say what is missing.
  const params = parseJsonObject(chart.params) ?? {};
  return {
    ...params,
    viz_type: chart.viz_type,
    slice_id: chart.id,
    datasource: chart.datasource_id
      ? datasourceUid({ id: chart.datasource_id, type: chart.datasource_type ?? 'table' })
      : params.datasource,
  };
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
