/** Chart-type metadata for the gallery's tests, in registration (display) order. Test-only. */
import type { ChartMetadata } from '@sightline/charts';
import type { ChartTypeSource } from '../useChartTypes';

function type(vizType: string, name: string, extra: Partial<ChartMetadata>): ChartMetadata {
  return {
    vizType,
    name,
    category: 'Other',
    tags: [],
    thumbnail: `/static/viz/${vizType}.png`,
    exampleGallery: [],
    behaviors: [],
    ...extra,
  };
}

export const bigNumber = type('big_number_total', 'Big Number', {
  category: 'KPI',
  tags: ['Popular', 'Additive', 'Business', 'Report'],
  description: 'Shows one number, front and center: a key metric over the filtered data.',
  exampleGallery: [{ url: '/static/viz/big_number_total-example-1.png', caption: 'Total revenue' }],
});
export const lineChart = type('echarts_timeseries_line', 'Line Chart', {
  category: 'Evolution',
  tags: ['Popular', 'ECharts', 'Line', 'Time', 'Trend'],
  description: 'Shows how metrics change over time, one line per series.',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
});
export const table = type('table', 'Table', {
  category: 'Table',
  tags: ['Popular', 'Tabular', 'Report'],
  description: 'Rows and columns of raw or aggregated records, sortable and searchable.',
});
export const pie = type('pie', 'Pie Chart', {
  category: 'Part of a Whole',
  tags: ['Popular', 'ECharts', 'Percentages', 'Proportional'],
  description: 'Slices of a circle show each category as a part of the total.',
});
export const legacyHeatmap = type('heatmap', 'Heatmap (legacy)', {
  category: 'Correlation',
  tags: ['Legacy', 'Density'],
  description: 'Color intensity per pair of groups.',
  deprecated: true,
  label: 'DEPRECATED',
});
export const heatmap = type('heatmap_v2', 'Heatmap', {
  category: 'Correlation',
  tags: ['ECharts', 'Density', 'Intensity'],
  description: 'Color intensity per pair of groups, to compare two dimensions at a glance.',
});
export const rollingMean = type('rolling_forecast', 'Rolling Forecast', {
  category: 'Evolution',
  tags: ['Advanced-Analytics', 'Predictive', 'featured'],
  label: 'FEATURED',
  labelExplanation: 'Checked against the example data.',
  description: 'A moving average with a band of expected values.',
});
export const worldMap = type('world_map', 'World Map', {
  category: 'Map',
  tags: ['Geo', 'Report'],
  description: 'Countries shaded by a metric, with bubbles for a second one.',
});
/** A third-party plugin that left out category, tags and description. */
export const customPlugin = type('acme_sparkline', 'Acme Sparkline', {
  category: undefined as unknown as ChartMetadata['category'],
  tags: [],
  thumbnail: '',
});
/** A native filter: registered as a plugin but picked in the filter config, not in this gallery. */
export const selectFilter = type('filter_select', 'Select filter', {
  tags: ['Popular'],
  behaviors: ['NATIVE_FILTER'],
});

export const ALL_FIXTURES: readonly ChartMetadata[] = [
  bigNumber,
  lineChart,
  table,
  pie,
  legacyHeatmap,
  heatmap,
  rollingMean,
  worldMap,
  customPlugin,
  selectFilter,
];

/** A registry stand-in: `add` registers late, like a dynamic plugin, and notifies subscribers. */
export function fixtureSource(initial: readonly ChartMetadata[] = ALL_FIXTURES) {
  let types = [...initial];
  const listeners = new Set<() => void>();
  const source: ChartTypeSource & { add(metadata: ChartMetadata): void } = {
    metadata: () => [...types],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(metadata) {
      types = [...types, metadata];
      for (const listener of listeners) listener();
    },
  };
  return source;
}
