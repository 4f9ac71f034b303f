import type { ChartLabel } from '@sightline/charts';

/** Every user-visible text of the chart-type gallery and its control. */
export const galleryMessages = {
  title: 'Select a visualization type',
  searchPlaceholder: 'Search all charts',
  searchLabel: 'Search chart types',
  allCharts: 'All charts',
  recommendedTags: 'Recommended tags',
  category: 'Category',
  tags: 'Tags',
  sidebarLabel: 'Chart type filters',
  gridLabel: 'Chart types',
  noResults: 'No chart types match your search.',
  emptySelection: 'No chart types here yet.',
  detailsLabel: 'Chart type details',
  detailsPlaceholder: 'Pick a chart type to see its description and examples.',
  noDescription: 'No description available.',
  examples: 'Examples',
  select: 'Select',
  cancel: 'Cancel',
  controlPlaceholder: 'Select Viz Type',
  controlTooltip: 'Click to change visualization type',
  notSupported: 'This visualization type is not supported.',
} as const;

/** The badge's tooltip when a plugin gives no labelExplanation (Superset's chartLabelExplanations). */
export const chartLabelExplanations: Record<ChartLabel, string> = {
  BETA: 'This chart is new and may still change; report anything that looks wrong.',
  DEPRECATED:
    'This chart uses features or modules which are no longer actively maintained. It will eventually be replaced or removed.',
  FEATURED: 'This chart was tested and verified, so the overall experience should be stable.',
  VERIFIED: 'This chart was tested and verified, so the overall experience should be stable.',
};
