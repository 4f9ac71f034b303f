import {
  DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  savedChartFormData,
  type LayoutNodeMeta,
} from '@sightline/core';
import type { DashboardSliceEntity } from '../state/dashboardTypes';
import type { SavedChart } from './savedChartsSlice';

/** Searching, sorting and adding saved charts in the builder panel (pure). */

export type SavedChartSort = 'changed_on' | 'slice_name' | 'viz_type' | 'datasource_name';

function timeOf(chart: SavedChart): number {
  const time = chart.changed_on_utc ? Date.parse(chart.changed_on_utc) : NaN;
  return Number.isNaN(time) ? 0 : time;
}

const COMPARE: Record<SavedChartSort, (a: SavedChart, b: SavedChart) => number> = {
  changed_on: (a, b) => timeOf(b) - timeOf(a),
  slice_name: (a, b) => a.slice_name.localeCompare(b.slice_name),
  viz_type: (a, b) => a.viz_type.localeCompare(b.viz_type) || a.slice_name.localeCompare(b.slice_name),
  datasource_name: (a, b) =>
    (a.datasource_name_text ?? '').localeCompare(b.datasource_name_text ?? '') ||
    a.slice_name.localeCompare(b.slice_name),
};

/** The charts whose name, visualization type or dataset contains the search text, in the chosen order. */
export function filterSavedCharts(
  charts: readonly SavedChart[],
  search: string,
  sort: SavedChartSort,
): SavedChart[] {
  const needle = search.trim().toLowerCase();
  const matching = needle
    ? charts.filter((chart) =>
        [chart.slice_name, chart.viz_type, chart.datasource_name_text ?? ''].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : [...charts];
  return matching.sort(COMPARE[sort]);
}

/**
 * The dashboard's chart entity for a saved chart dropped from the panel: its saved form data, which (like
 * the dashboard's charts call answers) carries slice_id, viz_type and datasource, built as the chart page does.
 */
export function sliceEntityOf(chart: SavedChart): DashboardSliceEntity {
  return {
    id: chart.id,
    slice_name: chart.slice_name,
    viz_type: chart.viz_type,
    form_data: savedChartFormData(chart),
    description: chart.description,
    description_markeddown: chart.description_markeddown,
    slice_url: chart.url,
    owners: [],
    cache_timeout: null,
    datasource_id: chart.datasource_id,
    datasource_type: chart.datasource_type,
    changed_on: chart.changed_on_utc,
  };
}

/** The CHART node meta of a dropped saved chart: 4 columns by 50 units. */
export function chartNodeMetaOf(chart: SavedChart): LayoutNodeMeta {
  return {
    chartId: chart.id,
    sliceName: chart.slice_name,
    width: GRID_DEFAULT_CHART_WIDTH,
    height: DEFAULT_CHART_HEIGHT,
  };
}
