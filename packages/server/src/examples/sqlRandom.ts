/**
 * SQL expression builders for deterministic pseudo-random example data. Every "random" value is a hash
 * of the row number and a fixed salt, so the same SQL yields the same data on every run and every
 * thread count (unlike random() with setseed, which is not reproducible under parallel execution).
 */

const MODULUS = 1_000_000_007;

/** A uniform value in [0, 1) from a row key (SQL expression) and a salt. */
export function uniform(key: string, salt: number): string {
  return `((hash(${key}, ${salt}) % ${MODULUS})::DOUBLE / ${MODULUS})`;
}

/** A standard normal value (Box-Muller over two uniforms). */
export function normal(key: string, salt: number): string {
  return `(sqrt(-2 * ln(1 - ${uniform(key, salt)})) * cos(2 * pi() * ${uniform(key, salt + 1000)}))`;
}

export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Picks a value by weight: `u` is a uniform expression; weights need not sum to anything. */
export function pickWeighted(options: readonly (readonly [string, number])[], u: string): string {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  const branches = options.slice(0, -1).map(([value, weight]) => {
    cumulative += weight;
    return `WHEN ${u} < ${cumulative / total} THEN ${sqlString(value)}`;
  });
  const last = options[options.length - 1];
  return `(CASE ${branches.join(' ')} ELSE ${sqlString(last ? last[0] : '')} END)`;
}

/** A DuckDB list literal of strings, indexed 1-based in SQL. */
export function sqlStringList(values: readonly string[]): string {
  return `[${values.map(sqlString).join(', ')}]`;
}

/**
 * Warps a uniform position `x` in [0, 1) so that values cluster `cycles` times over the span, densest
 * at `peak` (0..1) within each cycle: a monotone map whose density is 1 / (1 - amplitude·cos(...)).
 * That is how the time series get daily, weekly and yearly seasonality without rejection sampling.
 */
export function seasonalWarp(x: string, cycles: number, peak: number, amplitude: number): string {
  const k = 2 * Math.PI * cycles;
  const phase = -2 * Math.PI * peak;
  const f = (at: string) => `(${at} - ${amplitude} * sin(${k} * ${at} + ${phase}) / ${k})`;
  const f0 = (-amplitude * Math.sin(phase)) / k;
  const f1 = 1 - (amplitude * Math.sin(k + phase)) / k;
  return `((${f(x)} - ${f0}) / ${f1 - f0})`;
}

const GEOHASH_ALPHABET = '0123456789bcdefghjkmnpqrstuvwxyz';

/**
 * The standard geohash of a point, in two steps so the quantised coordinates are computed once per row:
 * `geohashQuantize` gives the longitude and latitude bit expressions (select them as columns), then
 * `geohashFromQuantized` interleaves the bits (longitude first) and maps 5-bit groups to base32.
 */
export function geohashQuantize(lat: string, lon: string, precision: number): { lonQ: string; latQ: string } {
  const { lonBits, latBits } = geohashBits(precision);
  return {
    lonQ: `least(floor((${lon} + 180) / 360 * ${2 ** lonBits})::BIGINT, ${2 ** lonBits - 1})`,
    latQ: `least(floor((${lat} + 90) / 180 * ${2 ** latBits})::BIGINT, ${2 ** latBits - 1})`,
  };
}

export function geohashFromQuantized(latQ: string, lonQ: string, precision: number): string {
  const { lonBits, latBits } = geohashBits(precision);
  const chars: string[] = [];
  for (let c = 0; c < precision; c++) {
    const parts: string[] = [];
    for (let b = 0; b < 5; b++) {
      const j = c * 5 + b;
      const bit =
        j % 2 === 0
          ? `((${lonQ} >> ${lonBits - 1 - j / 2}) & 1)`
          : `((${latQ} >> ${latBits - 1 - (j - 1) / 2}) & 1)`;
      parts.push(`(${bit} << ${4 - b})`);
    }
    chars.push(`substr('${GEOHASH_ALPHABET}', 1 + (${parts.join(' | ')})::INTEGER, 1)`);
  }
  return `(${chars.join(' || ')})`;
}

function geohashBits(precision: number): { lonBits: number; latBits: number } {
  const bits = precision * 5;
  return { lonBits: Math.ceil(bits / 2), latBits: Math.floor(bits / 2) };
}
