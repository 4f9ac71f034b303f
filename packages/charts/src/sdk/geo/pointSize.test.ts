import { describe, expect, it } from 'vitest';
import { metersPerPixel, pointRadiusPixels, radiusInMeters, type PointSizeOptions } from './pointSize.js';

describe('radiusInMeters', () => {
  it('reads areas as circles and radii as they are', () => {
    expect(radiusInMeters(Math.PI * 100, 'square_m')).toBeCloseTo(10, 9);
    expect(radiusInMeters(Math.PI, 'square_km')).toBeCloseTo(1000, 9);
    expect(radiusInMeters(Math.PI, 'square_miles')).toBeCloseTo(1609.344, 9);
    expect(radiusInMeters(250, 'radius_m')).toBe(250);
    expect(radiusInMeters(2.5, 'radius_km')).toBe(2500);
    expect(radiusInMeters(2, 'radius_miles')).toBeCloseTo(3218.688, 9);
    expect(radiusInMeters(7, 'pixels')).toBeNull();
  });
});

describe('metersPerPixel', () => {
  it('is 78 km per pixel at the equator at zoom 0 (a 512 px world)', () => {
    expect(metersPerPixel(0, 0)).toBeCloseTo(78271.517, 2);
  });

  it('halves with each zoom level and shrinks with cos(latitude)', () => {
    expect(metersPerPixel(0, 10)).toBeCloseTo(78271.517 / 1024, 4);
    expect(metersPerPixel(60, 3)).toBeCloseTo(78271.517 / 8 / 2, 3);
  });
});

describe('pointRadiusPixels', () => {
  const options: PointSizeOptions = {
    unit: 'radius_km',
    multiplier: 1,
    zoom: 4,
    minRadius: null,
    maxRadius: null,
  };

  it('converts meters to pixels at the point latitude and the map zoom', () => {
    // 10 km at the equator at zoom 4: 10000 / (78271.517 / 16) = 2.044 px.
    expect(pointRadiusPixels(10, 0, options)).toBeCloseTo(2.0442, 4);
    // Twice as many pixels at 60° (Mercator stretches by 1 / cos).
    expect(pointRadiusPixels(10, 60, options)).toBeCloseTo(2 * pointRadiusPixels(10, 0, options), 9);
  });

  it('applies the multiplier before clamping to min and max radius', () => {
    expect(pointRadiusPixels(10, 0, { ...options, multiplier: 10 })).toBeCloseTo(20.442, 3);
    expect(pointRadiusPixels(10, 0, { ...options, multiplier: 10, maxRadius: 15 })).toBe(15);
    expect(pointRadiusPixels(10, 0, { ...options, minRadius: 3 })).toBe(3);
  });

  it('takes pixels as they are', () => {
    expect(pointRadiusPixels(6, 45, { ...options, unit: 'pixels', multiplier: 2 })).toBe(12);
  });

  it("falls back to Superset's 10 (meters, or pixels) for missing and non-positive sizes", () => {
    const atEquatorZoom16 = { ...options, unit: 'radius_m' as const, zoom: 16 };
    expect(pointRadiusPixels(null, 0, atEquatorZoom16)).toBeCloseTo(10 / (78271.517 / 65536), 4);
    expect(pointRadiusPixels(-5, 0, atEquatorZoom16)).toBeCloseTo(10 / (78271.517 / 65536), 4);
    expect(pointRadiusPixels(Number.NaN, 0, { ...options, unit: 'pixels' })).toBe(10);
  });

  it('makes the example chart (2000 m² × 10 at world zoom) the minimum radius', () => {
    const example = { unit: 'square_m' as const, multiplier: 10, zoom: 1.2, minRadius: 1, maxRadius: 250 };
    expect(pointRadiusPixels(2000, 40, example)).toBe(1);
  });
});
