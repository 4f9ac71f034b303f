import { WORLD_PIXELS_AT_ZOOM_0 } from './viewport.js';

/**
 * Point sizes of the spatial scatter map. Superset's deck.gl layer sizes points in meters (the unit says
 * whether the value is an area or a radius), multiplies by `multiplier`, and clamps the radius on screen
 * to [min_radius, max_radius] pixels. ECharts symbols are sized in pixels, so meters are converted at the
 * point's latitude and the map's zoom. 'pixels' takes the value as a radius in pixels.
 */
export const POINT_UNITS = [
  'square_m',
  'square_km',
  'square_miles',
  'radius_m',
  'radius_km',
  'radius_miles',
  'pixels',
] as const;
export type PointUnit = (typeof POINT_UNITS)[number];

export const METERS_PER_MILE = 1609.344;
/** Equatorial circumference of the WGS 84 ellipsoid, the Web Mercator scale. */
export const EARTH_CIRCUMFERENCE_METERS = 40_075_016.686;
/** The radius (meters, or pixels for 'pixels') Superset's layer falls back to for a missing or non-positive size. */
export const FALLBACK_RADIUS = 10;

/** A size value as a radius in meters; null for 'pixels'. Areas are read as circles. */
export function radiusInMeters(value: number, unit: PointUnit): number | null {
  switch (unit) {
    case 'square_m':
      return Math.sqrt(value / Math.PI);
    case 'square_km':
      return Math.sqrt(value / Math.PI) * 1000;
    case 'square_miles':
      return Math.sqrt(value / Math.PI) * METERS_PER_MILE;
    case 'radius_m':
      return value;
    case 'radius_km':
      return value * 1000;
    case 'radius_miles':
      return value * METERS_PER_MILE;
    case 'pixels':
      return null;
  }
}

/** Ground meters one screen pixel covers at a latitude and Web Mercator zoom. */
export function metersPerPixel(latitude: number, zoom: number): number {
  return (
    (EARTH_CIRCUMFERENCE_METERS * Math.cos((latitude * Math.PI) / 180)) / (WORLD_PIXELS_AT_ZOOM_0 * 2 ** zoom)
  );
}

export interface PointSizeOptions {
  unit: PointUnit;
  multiplier: number;
  /** The map's Web Mercator zoom (the viewport's, after autozoom). */
  zoom: number;
  minRadius: number | null;
  maxRadius: number | null;
}

/** A point's radius on screen in pixels. */
export function pointRadiusPixels(
  value: number | null,
  latitude: number,
  { unit, multiplier, zoom, minRadius, maxRadius }: PointSizeOptions,
): number {
  const size = value !== null && Number.isFinite(value) && value > 0 ? value : null;
  const pixels =
    unit === 'pixels'
      ? (size ?? FALLBACK_RADIUS) * multiplier
      : ((size === null ? null : radiusInMeters(size, unit)) || FALLBACK_RADIUS) *
        (multiplier / metersPerPixel(latitude, zoom));
  const atLeast = minRadius !== null && minRadius > 0 ? Math.max(minRadius, pixels) : pixels;
  return maxRadius !== null && maxRadius > 0 ? Math.min(maxRadius, atLeast) : atLeast;
}
