/** User-visible texts of the map controls and charts, word for word from the spec (spec 1 §5, §8). */
export const GEO_MESSAGES = {
  invalidSpatial: 'Invalid lat/long configuration.',
} as const;
