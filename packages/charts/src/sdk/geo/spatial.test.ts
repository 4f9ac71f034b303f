import { describe, expect, it } from 'vitest';
import {
  geoPoint,
  parseDelimitedPoint,
  spatialColumns,
  spatialPoint,
  validateSpatial,
  type SpatialValue,
} from './spatial.js';

const INVALID = 'Invalid lat/long configuration.';

describe('validateSpatial', () => {
  it.each<[string, unknown]>([
    ['latlong with both columns', { type: 'latlong', latCol: 'lat', lonCol: 'lon' }],
    ['delimited with column and delimiter', { type: 'delimited', lonlatCol: 'lonlat', delimiter: ',' }],
    ['geohash with a column', { type: 'geohash', geohashCol: 'geohash', reverseCheckbox: false }],
  ])('accepts %s', (_, value) => {
    expect(validateSpatial(value)).toBe(false);
  });

  it.each<[string, unknown]>([
    ['latlong without latitude', { type: 'latlong', lonCol: 'lon' }],
    ['latlong without longitude', { type: 'latlong', latCol: 'lat', lonCol: '' }],
    ['delimited without column', { type: 'delimited', delimiter: ',' }],
    ['delimited without delimiter', { type: 'delimited', lonlatCol: 'lonlat', delimiter: '' }],
    ['delimited with no delimiter key', { type: 'delimited', lonlatCol: 'lonlat' }],
    ['geohash without column', { type: 'geohash', geohashCol: null }],
    ['an unknown type', { type: 'polygon', latCol: 'lat', lonCol: 'lon' }],
    ['no value', undefined],
    ['a string', 'lat,lon'],
  ])("rejects %s with 'Invalid lat/long configuration.'", (_, value) => {
    expect(validateSpatial(value)).toBe(INVALID);
  });
});

describe('spatialColumns', () => {
  it('reads longitude then latitude for latlong, one column otherwise', () => {
    expect(spatialColumns({ type: 'latlong', latCol: 'lat', lonCol: 'lon' })).toEqual(['lon', 'lat']);
    expect(spatialColumns({ type: 'delimited', lonlatCol: 'latlon', delimiter: ',' })).toEqual(['latlon']);
    expect(spatialColumns({ type: 'geohash', geohashCol: 'geohash', latCol: 'lat' })).toEqual(['geohash']);
  });

  it('drops missing and repeated columns', () => {
    expect(spatialColumns({ type: 'latlong', latCol: 'xy', lonCol: 'xy' })).toEqual(['xy']);
    expect(spatialColumns({ type: 'latlong', latCol: 'lat' })).toEqual(['lat']);
  });
});

describe('parseDelimitedPoint', () => {
  it('reads "longitude,latitude" by default (Superset\'s "Delimited long & lat")', () => {
    expect(parseDelimitedPoint('-73.8058,40.62106')).toEqual({ longitude: -73.8058, latitude: 40.62106 });
  });

  it('reads "latitude,longitude" when reversed', () => {
    expect(parseDelimitedPoint('40.62106,-73.80580', ',', true)).toEqual({
      longitude: -73.8058,
      latitude: 40.62106,
    });
  });

  it('uses the given delimiter and trims spaces around numbers', () => {
    expect(parseDelimitedPoint(' 2.35 ; 48.85 ', ';')).toEqual({ longitude: 2.35, latitude: 48.85 });
    expect(parseDelimitedPoint('2.35|48.85', '|')).toEqual({ longitude: 2.35, latitude: 48.85 });
  });

  it.each<[unknown, string, boolean]>([
    ['40.6', ',', false],
    ['1,2,3', ',', false],
    ['abc,40', ',', false],
    [',40', ',', false],
    ['2.35;48.85', ',', false],
    ['-73.8,140.6', ',', false],
    ['40.62,-95', ',', false],
    ['-190,10', ',', false],
    [null, ',', false],
    [12.5, ',', false],
    ['1,2', '', false],
  ])('answers null for %j (delimiter %j, reversed %s)', (text, delimiter, reverse) => {
    expect(parseDelimitedPoint(text, delimiter, reverse)).toBeNull();
  });
});

describe('geoPoint', () => {
  it('accepts numbers, numeric strings and bigints on the globe', () => {
    expect(geoPoint(10, '20.5')).toEqual({ longitude: 10, latitude: 20.5 });
    expect(geoPoint(BigInt(-180), BigInt(90))).toEqual({ longitude: -180, latitude: 90 });
  });

  it.each<[unknown, unknown]>([
    [null, 1],
    [1, undefined],
    ['', 1],
    ['x', 1],
    [Number.NaN, 1],
    [181, 0],
    [0, -90.5],
  ])('rejects (%j, %j)', (lon, lat) => {
    expect(geoPoint(lon, lat)).toBeNull();
  });
});

describe('spatialPoint', () => {
  const row = {
    lat: 40.62106,
    lon: -73.8058,
    geohash: 'dr5x0db6b',
    latlon: '40.62106,-73.80580',
    lonlat: '-73.8058,40.62106',
  };

  it.each<[string, SpatialValue]>([
    ['latlong', { type: 'latlong', latCol: 'lat', lonCol: 'lon' }],
    ['delimited', { type: 'delimited', lonlatCol: 'lonlat', delimiter: ',' }],
    ['reversed delimited', { type: 'delimited', lonlatCol: 'latlon', delimiter: ',', reverseCheckbox: true }],
    ['geohash', { type: 'geohash', geohashCol: 'geohash' }],
  ])('decodes a %s row', (_, spatial) => {
    const point = spatialPoint(row, spatial)!;
    expect(point.latitude).toBeCloseTo(40.62106, 4);
    expect(point.longitude).toBeCloseTo(-73.8058, 4);
  });

  it('falls back to a comma when a saved delimited value has no delimiter', () => {
    expect(spatialPoint(row, { type: 'delimited', lonlatCol: 'lonlat' })).toEqual({
      longitude: -73.8058,
      latitude: 40.62106,
    });
  });

  it('ignores reverseCheckbox for geohashes, which have one reading', () => {
    const point = spatialPoint(row, { type: 'geohash', geohashCol: 'geohash', reverseCheckbox: true })!;
    expect(point.latitude).toBeCloseTo(40.621, 3);
  });

  it('answers null for rows with missing or unparseable coordinates', () => {
    expect(spatialPoint({ lat: null, lon: 1 }, { type: 'latlong', latCol: 'lat', lonCol: 'lon' })).toBeNull();
    expect(spatialPoint({ geohash: 'not-a-hash' }, { type: 'geohash', geohashCol: 'geohash' })).toBeNull();
    expect(spatialPoint({ geohash: 42 }, { type: 'geohash', geohashCol: 'geohash' })).toBeNull();
    expect(spatialPoint({}, { type: 'delimited', lonlatCol: 'lonlat', delimiter: ',' })).toBeNull();
  });
});
