/**
 * The chart types Sightline knows by their Superset `viz_type` keys, with the names users see. The
 * chart plugin registry (visualizations issue) will carry these names in each plugin's metadata; until
 * then this catalogue is the one place that names them, for list pages and filters.
 */
export const VIZ_TYPE_NAMES: Readonly<Record<string, string>> = {
  table: 'Table',
  pivot_table_v2: 'Pivot Table',
  big_number_total: 'Big Number',
  big_number: 'Big Number with Trendline',
  echarts_timeseries_line: 'Line Chart',
  echarts_timeseries_bar: 'Bar Chart',
  echarts_area: 'Area Chart',
  echarts_timeseries_scatter: 'Scatter Plot',
  echarts_timeseries_smooth: 'Smooth Line',
  echarts_timeseries_step: 'Stepped Line',
  mixed_timeseries: 'Mixed Chart',
  dist_bar: 'Categorical Bar Chart',
  pie: 'Pie Chart',
  funnel: 'Funnel Chart',
  gauge_chart: 'Gauge Chart',
  heatmap_v2: 'Heatmap',
  histogram_v2: 'Histogram',
  box_plot: 'Box Plot',
  bubble_v2: 'Bubble Chart',
  treemap_v2: 'Treemap',
  sunburst_v2: 'Sunburst Chart',
  word_cloud: 'Word Cloud',
  world_map: 'World Map',
  deck_scatter: 'deck.gl Scatterplot',
  filter_box: 'Filter box',
};

/** The name users see for a viz type; unknown (third-party) types show their key. */
export function vizTypeName(vizType: string): string {
  return Object.hasOwn(VIZ_TYPE_NAMES, vizType) ? VIZ_TYPE_NAMES[vizType]! : vizType;
}
