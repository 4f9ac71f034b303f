import { z } from 'zod';
import { toNumber } from '../chartValues.js';
import type { ControlValidator } from '../controlPanel.js';
import { decodeGeohash } from './geohash.js';
import { GEO_MESSAGES } from './messages.js';

/**
 * The spatial (geo) control's value: where a row's point comes from. `latlong` reads two
 * numeric columns, `delimited` one text column holding "longitude<delimiter>latitude" (reversed with
 * reverseCheckbox), `geohash` one geohash column.
 */
export const SPATIAL_TYPES = ['latlong', 'delimited', 'geohash'] as const;

export const spatialSchema = z.looseObject({
  type: z.enum(SPATIAL_TYPES),
  latCol: z.string().nullish(),
  lonCol: z.string().nullish(),
  lonlatCol: z.string().nullish(),
  delimiter: z.string().nullish(),
  reverseCheckbox: z.boolean().nullish(),
  geohashCol: z.string().nullish(),
});
export type SpatialValue = z.infer<typeof spatialSchema>;

/** The delimiter Superset's control starts with. */
export const DEFAULT_SPATIAL_DELIMITER = ',';

/** A point on the globe in degrees. */
export interface GeoPoint {
  longitude: number;
  latitude: number;
}

const isNonEmpty = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text !== '';

/**
 * 'Invalid lat/long configuration.' when latlong lacks a latitude or longitude column,
 * delimited lacks a column or a delimiter, or geohash lacks a column. A value that is not a spatial value
 * at all (or an unknown type) is invalid too.
 */
export const validateSpatial: ControlValidator = (value) => {
  const parsed = spatialSchema.safeParse(value);
  if (!parsed.success) return GEO_MESSAGES.invalidSpatial;
  const spatial = parsed.data;
  const complete =
    spatial.type === 'latlong'
      ? isNonEmpty(spatial.latCol) && isNonEmpty(spatial.lonCol)
      : spatial.type === 'delimited'
        ? isNonEmpty(spatial.lonlatCol) && isNonEmpty(spatial.delimiter)
        : isNonEmpty(spatial.geohashCol);
  return complete ? false : GEO_MESSAGES.invalidSpatial;
};

/** The dataset columns a spatial value reads, in query order (longitude before latitude, like Superset). */
export function spatialColumns(spatial: SpatialValue): string[] {
  const columns =
    spatial.type === 'latlong'
      ? [spatial.lonCol, spatial.latCol]
      : spatial.type === 'delimited'
        ? [spatial.lonlatCol]
        : [spatial.geohashCol];
  return [...new Set(columns.filter(isNonEmpty))];
}

/** The point when both coordinates are numbers on the globe; null otherwise. */
export function geoPoint(longitude: unknown, latitude: unknown): GeoPoint | null {
  const lon = toNumber(longitude);
  const lat = toNumber(latitude);
  if (lon === null || lat === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { longitude: lon, latitude: lat };
}

/**
 * Parses a delimited point. Superset's control calls this column "Delimited long & lat": the first
 * number is the longitude unless `reverse` (its "Reverse lat/long" checkbox) says the text is
 * "latitude<delimiter>longitude". Anything but exactly two numbers is unparseable (null).
 */
export function parseDelimitedPoint(
  text: unknown,
  delimiter: string = DEFAULT_SPATIAL_DELIMITER,
  reverse = false,
): GeoPoint | null {
  if (typeof text !== 'string' || delimiter === '') return null;
  const parts = text.split(delimiter);
  if (parts.length !== 2) return null;
  const [first, second] = parts as [string, string];
  return reverse ? geoPoint(second, first) : geoPoint(first, second);
}

/**
 * A row's point for a spatial value, or null when the row's coordinates are missing or unparseable.
 * A geohash decodes to its cell's centre; reverseCheckbox does not apply to geohashes, which have one
 * reading only.
 */
export function spatialPoint(row: Readonly<Record<string, unknown>>, spatial: SpatialValue): GeoPoint | null {
  switch (spatial.type) {
    case 'latlong':
      return spatial.lonCol && spatial.latCol ? geoPoint(row[spatial.lonCol], row[spatial.latCol]) : null;
    case 'delimited':
      return spatial.lonlatCol
        ? parseDelimitedPoint(
            row[spatial.lonlatCol],
            spatial.delimiter || DEFAULT_SPATIAL_DELIMITER,
            spatial.reverseCheckbox ?? false,
          )
        : null;
    case 'geohash': {
      const hash = spatial.geohashCol ? row[spatial.geohashCol] : null;
      const cell = typeof hash === 'string' ? decodeGeohash(hash) : null;
      return cell ? { longitude: cell.longitude, latitude: cell.latitude } : null;
    }
  }
}
