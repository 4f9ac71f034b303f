/**
 * Texts of the basic controls (the contract's words where it has them; the
 * rest are ours).
 */
export const basicControlMessages = {
  asyncFetchFailed: 'Error while fetching data: %s',
  selectScheme: 'Select scheme',
  dashboardSchemeNote:
    'The color scheme is determined by the related dashboard. Edit the color scheme in the dashboard properties.',
  selectPlaceholder: 'Select ...',
  freeFormHint: 'Type a value and press Enter',
  expand: 'Expand',
  expandTitle: 'Edit in a larger editor',
  editorTitle: (label: string) => `Edit ${label}`,
  done: 'Done',
  boundsMin: 'Min',
  boundsMax: 'Max',
  colorPresets: 'Color scheme',
  fixed: 'Fixed',
  basedOnMetric: 'Based on a metric',
  savedMetric: 'Saved metric',
  column: 'Column',
  aggregate: 'Aggregate',
  noMetric: 'No metric chosen',
  viewportFields: {
    longitude: 'Longitude',
    latitude: 'Latitude',
    zoom: 'Zoom',
    bearing: 'Bearing',
    pitch: 'Pitch',
  },
  spatialModes: {
    latlong: 'Longitude & latitude columns',
    delimited: 'Delimited long & lat single column',
    geohash: 'Geohash',
  },
  latitude: 'Latitude',
  longitude: 'Longitude',
  lonlatColumn: 'Column',
  delimiter: 'Delimiter',
  reverseLatLong: 'Reverse lat/long',
  geohashColumn: 'Geohash column',
  selectColumn: 'Select a column',
  notSet: 'N/A',
} as const;
