/** User-visible texts of the time-series charts, kept in one place so they can be translated. */
export const TIMESERIES_MESSAGES = {
  total: 'Total',
  annotationError: (layer: string, reason: string) => `Annotation layer "${layer}": ${reason}`,
} as const;
