// Pure geo helpers only. The world geometry (worldGeometry.ts) and the map component (GeoChart.tsx) are
// reached through plugins' lazy `loadComponent`, so they stay out of the app's first bundle.
export * from './countries.js';
export * from './countryLookup.js';
export * from './fixedColor.js';
export * from './geohash.js';
export * from './mapNames.js';
export * from './mercator.js';
export * from './messages.js';
export * from './pointSize.js';
export * from './spatial.js';
export * from './viewport.js';
