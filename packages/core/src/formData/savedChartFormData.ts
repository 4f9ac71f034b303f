import { parseJsonObject } from '../isRecord.js';
import { datasourceUid } from './datasourceUid.js';

/** The fields of a saved chart (a slice) its form data is made from. */
export interface SavedChartFields {
  id: number;
  viz_type: string;
  params: string | null | undefined;
  datasource_id: number | null | undefined;
  datasource_type: string | null | undefined;
}

/** The `{id}__{type}` key of a saved chart's datasource; null when it has none. */
export function savedChartDatasourceKey(
  chart: Pick<SavedChartFields, 'datasource_id' | 'datasource_type'>,
): string | null {
  return chart.datasource_id != null
    ? datasourceUid({ id: chart.datasource_id, type: chart.datasource_type ?? 'table' })
    : null;
}

/**
 * A saved chart's form data (explore's slice, the dashboard's charts, the standalone chart page): the
 * saved params, with the chart's own id, viz type and datasource winning over whatever the params say, as
 * Superset's Slice.form_data does. Unreadable params leave the chart with its defaults (the plugin's
 * form-data checks say what is missing); without a datasource of its own the params' one stays.
 */
export function savedChartFormData(chart: SavedChartFields): Record<string, unknown> {
  const datasource = savedChartDatasourceKey(chart);
  return {
    ...parseJsonObject(chart.params),
    slice_id: chart.id,
    viz_type: chart.viz_type,
    ...(datasource !== null ? { datasource } : {}),
  };
}
