/** User-visible texts of the map controls and charts, word for word from the spec. */
export const GEO_MESSAGES = {
  invalidSpatial: 'Invalid lat/long configuration.',
} as const;
