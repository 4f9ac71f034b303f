import type { GeoPoint } from './spatial.js';

/**
 * Web Mercator in degree units, the projection of deck.gl and Mapbox: x is the longitude, y the Mercator
 * ordinate scaled so the world is a 360 × 360 square (y = ±180 at ±MERCATOR_MAX_LATITUDE). The spatial
 * scatter map registers world geometry already projected this way, so ECharts' plain lng/lat coordinate
 * system draws true Web Mercator and a saved deck.gl viewport shows the same area.
 */
export const MERCATOR_MAX_LATITUDE = 85.0511287798066;

const DEGREES = 180 / Math.PI;

export function mercatorY(latitude: number): number {
  const clamped = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
  return DEGREES * Math.log(Math.tan(Math.PI / 4 + clamped / DEGREES / 2));
}

export function mercatorLatitude(y: number): number {
  return DEGREES * (2 * Math.atan(Math.exp(y / DEGREES)) - Math.PI / 2);
}

/** [x, y] in Mercator degree units. */
export function projectMercator({ longitude, latitude }: GeoPoint): [number, number] {
  return [longitude, mercatorY(latitude)];
}
