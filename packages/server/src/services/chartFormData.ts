import { datasourceUid, parseJsonObject } from '@sightline/core';
import type { ChartItem } from '../repos/chartRepo.js';

/** The `{id}__{type}` key of the chart's datasource; null when it has none. */
export function chartDatasourceKey(
  chart: Pick<ChartItem, 'datasource_id' | 'datasource_type'>,
): string | null {
  return chart.datasource_id !== null
    ? datasourceUid({ id: chart.datasource_id, type: chart.datasource_type ?? 'table' })
    : null;
}

/**
 * A saved chart's form data (explore's slice, the dashboard's charts): the saved params, with the chart's
 * own id, viz type and datasource winning over whatever the params say (as Superset's Slice.form_data does).
 */
export function chartFormData(chart: ChartItem): Record<string, unknown> {
  const datasource = chartDatasourceKey(chart);
  return {
    ...parseJsonObject(chart.params),
    slice_id: chart.id,
    viz_type: chart.viz_type,
    ...(datasource !== null ? { datasource } : {}),
  };
}
