import { CITIES, GEO_CATEGORIES } from '../data/reference.js';
import {
  geohashFromQuantized,
  geohashQuantize,
  normal,
  pickWeighted,
  sqlString,
  uniform,
} from '../sqlRandom.js';
import type { ExampleTable } from './exampleTable.js';

const PRECISION = 9;

/** Points clustered around 25 world cities, with a real geohash and a "lat,lon" text column. */
export const geoPoints: ExampleTable = {
  name: 'geo_points',
  version: 1,
  rowCount: (sizes) => sizes.geoPoints,
  createSql: (sizes) => {
    const city = pickWeighted(
      CITIES.map(([name, , , weight]) => [name, weight] as const),
      uniform('i', 1),
    );
    const cities = CITIES.map(([name, lat, lon]) => `(${sqlString(name)}, ${lat}, ${lon})`).join(', ');
    const { latQ, lonQ } = geohashQuantize('lat', 'lon', PRECISION);
    return `CREATE OR REPLACE TABLE geo_points AS
WITH cities(city, city_lat, city_lon) AS (VALUES ${cities}),
picked AS (
  SELECT i, ${city} AS city, ${normal('i', 2)} AS dlat, ${normal('i', 3)} AS dlon,
    ${pickWeighted(
      GEO_CATEGORIES.map((c, k) => [c, 5 - k] as const),
      uniform('i', 4),
    )} AS category,
    ${normal('i', 5)} AS value_z
  FROM range(${sizes.geoPoints}) t(i)
),
placed AS (
  SELECT picked.*,
    round(greatest(-89.9, least(89.9, city_lat + 0.12 * dlat)), 5) AS lat,
    round(((city_lon + 0.16 * dlon / cos(radians(city_lat)) + 540) % 360) - 180, 5) AS lon
  FROM picked JOIN cities USING (city)
),
quantized AS (SELECT *, ${latQ} AS lat_q, ${lonQ} AS lon_q FROM placed)
SELECT lat, lon, ${geohashFromQuantized('lat_q', 'lon_q', PRECISION)} AS geohash,
  printf('%.5f,%.5f', lat, lon) AS latlon, category, city, round(exp(value_z) * 100, 2) AS value
FROM quantized`;
  },
};
