import { describe, expect, it } from 'vitest';
import { decodeGeohash } from './geohash.js';

describe('decodeGeohash', () => {
  it('decodes the classic example to the centre of its cell', () => {
    const cell = decodeGeohash('u4pruydqqvj')!;
    expect(cell.latitude).toBeCloseTo(57.64911, 5);
    expect(cell.longitude).toBeCloseTo(10.40744, 5);
    // 11 characters = 55 bits: 28 for longitude, 27 for latitude.
    expect(cell.longitudeError).toBeCloseTo(180 / 2 ** 28, 12);
    expect(cell.latitudeError).toBeCloseTo(90 / 2 ** 27, 12);
  });

  it('decodes short hashes to the centre of large cells', () => {
    expect(decodeGeohash('ezs42')).toEqual({
      latitude: 42.60498046875,
      longitude: -5.60302734375,
      latitudeError: 0.02197265625,
      longitudeError: 0.02197265625,
    });
    expect(decodeGeohash('s')).toEqual({
      latitude: 22.5,
      longitude: 22.5,
      latitudeError: 22.5,
      longitudeError: 22.5,
    });
  });

  it('decodes the example dataset hashes to within a cell of the stored coordinates', () => {
    // Rows of geo_points (lat, lon, geohash) as the preview server returns them.
    const rows = [
      [40.62106, -73.8058, 'dr5x0db6b'],
      [40.54356, -3.60832, 'ezjqtusx2'],
      [-34.60978, -58.23521, '69ye4g6rm'],
      [31.05495, 121.46448, 'wtw2evrsp'],
      [37.60178, 127.08762, 'wydmgvnqh'],
    ] as const;
    for (const [lat, lon, hash] of rows) {
      const cell = decodeGeohash(hash)!;
      expect(Math.abs(cell.latitude - lat)).toBeLessThanOrEqual(cell.latitudeError);
      expect(Math.abs(cell.longitude - lon)).toBeLessThanOrEqual(cell.longitudeError);
    }
  });

  it('ignores case and surrounding spaces', () => {
    expect(decodeGeohash(' U4PRUYDQQVJ ')).toEqual(decodeGeohash('u4pruydqqvj'));
  });

  it.each(['', '   ', 'u4pa', 'hello!', 'ilo'])(
    'answers null for %j (a, i, l, o are not geohash letters)',
    (hash) => {
      expect(decodeGeohash(hash)).toBeNull();
    },
  );
});
