import { validateSpatial } from '@sightline/charts';
import { describe, expect, it } from 'vitest';
import { spatialDraftOf, spatialValueOf } from './spatialValue';

describe('spatial values', () => {
  it('saves only the chosen mode’s fields, so choosing a mode changes the type', () => {
    const draft = spatialDraftOf({ type: 'latlong', latCol: 'lat', lonCol: 'lon' });
    expect(spatialValueOf(draft)).toEqual({ type: 'latlong', latCol: 'lat', lonCol: 'lon' });
    expect(spatialValueOf({ ...draft, type: 'geohash' })).toEqual({ type: 'geohash', geohashCol: null });
    expect(spatialValueOf({ ...draft, type: 'delimited', lonlatCol: 'll' })).toEqual({
      type: 'delimited',
      lonlatCol: 'll',
      delimiter: ',',
      reverseCheckbox: false,
    });
  });

  it('starts a missing value as lat/long with the comma delimiter', () => {
    expect(spatialDraftOf(undefined)).toMatchObject({ type: 'latlong', latCol: null, delimiter: ',' });
    expect(spatialDraftOf({ type: 'nonsense' }).type).toBe('latlong');
  });

  it("is 'Invalid lat/long configuration.' until the mode's columns are chosen", () => {
    const invalid = 'Invalid lat/long configuration.';
    const draft = spatialDraftOf(undefined);
    expect(validateSpatial(spatialValueOf({ ...draft, latCol: 'lat' }))).toBe(invalid);
    expect(validateSpatial(spatialValueOf({ ...draft, latCol: 'lat', lonCol: 'lon' }))).toBe(false);
    expect(
      validateSpatial(spatialValueOf({ ...draft, type: 'delimited', lonlatCol: 'll', delimiter: '' })),
    ).toBe(invalid);
    expect(validateSpatial(spatialValueOf({ ...draft, type: 'geohash' }))).toBe(invalid);
    expect(validateSpatial(spatialValueOf({ ...draft, type: 'geohash', geohashCol: 'gh' }))).toBe(false);
  });
});
