/**
 * Geohash decoding. A geohash interleaves longitude and latitude bisections, five bits per base-32
 * character (longitude first); decoding narrows both intervals and answers the cell's centre.
 */
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

export interface GeohashCell {
  latitude: number;
  longitude: number;
  /** Half the cell's height and width in degrees: how far the true point may be from the centre. */
  latitudeError: number;
  longitudeError: number;
}

/** The centre of the cell a geohash names, or null when the text is empty or not a geohash. */
export function decodeGeohash(hash: string): GeohashCell | null {
  const text = hash.trim().toLowerCase();
  if (text === '') return null;
  let latMin = -90;
  let latMax = 90;
  let lonMin = -180;
  let lonMax = 180;
  let isLongitudeBit = true;
  for (const char of text) {
    const bits = BASE32.indexOf(char);
    if (bits < 0) return null;
    for (let mask = 16; mask > 0; mask >>= 1) {
      const bit = (bits & mask) !== 0;
      if (isLongitudeBit) {
        const mid = (lonMin + lonMax) / 2;
        if (bit) lonMin = mid;
        else lonMax = mid;
      } else {
        const mid = (latMin + latMax) / 2;
        if (bit) latMin = mid;
        else latMax = mid;
      }
      isLongitudeBit = !isLongitudeBit;
    }
  }
  return {
    latitude: (latMin + latMax) / 2,
    longitude: (lonMin + lonMax) / 2,
    latitudeError: (latMax - latMin) / 2,
    longitudeError: (lonMax - lonMin) / 2,
  };
}
