import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEngine, type Engine } from '@sightline/query-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from './data/countries.js';
import { generateExampleData, tableChecksum } from './generate.js';
import type { ExampleSizes } from './tables/index.js';

const SIZES: ExampleSizes = { orders: 5_000, events: 5_000, geoPoints: 1_000 };

describe('example data generation (real DuckDB)', () => {
  let dir: string;
  let first: string;
  let engine: Engine;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sightline-examples-'));
    first = join(dir, 'a.duckdb');
    await generateExampleData(first, SIZES);
    engine = await openEngine(`duckdb:///${first}`);
  });

  afterAll(async () => {
    await engine?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates every table with the expected row count and columns', async () => {
    const expected: Record<string, [number, string[]]> = {
      birth_names: [102_000, ['ds', 'gender', 'name', 'state', 'num', 'num_boys', 'num_girls']],
      orders: [
        5_000,
        [
          'order_id',
          'order_date',
          'status',
          'product_line',
          'deal_size',
          'region',
          'country',
          'customer',
          'quantity',
          'unit_price',
          'sales',
        ],
      ],
      web_events: [
        5_000,
        ['event_time', 'event_type', 'device', 'browser', 'country', 'latency_ms', 'revenue', 'user_id'],
      ],
      country_indicators: [
        COUNTRIES.length * 60,
        ['country_name', 'country_code', 'region', 'year', 'population', 'life_expectancy', 'gdp_per_capita'],
      ],
      geo_points: [1_000, ['lat', 'lon', 'geohash', 'latlon', 'category', 'city', 'value']],
    };
    for (const [table, [rows, columns]] of Object.entries(expected)) {
      expect((await engine.run(`SELECT count(*) FROM ${table}`)).rows, table).toEqual([[rows]]);
      const described = await engine.describeTable({ schema: 'main', table });
      expect(
        described.map((c) => c.name),
        table,
      ).toEqual(columns);
    }
    const dttm = await engine.describeTable({ schema: 'main', table: 'orders' });
    expect(dttm.find((c) => c.name === 'order_date')).toMatchObject({ type: 'TIMESTAMP', isDttm: true });
  });

  it('is deterministic: a second generation has identical checksums', async () => {
    const second = join(dir, 'b.duckdb');
    await generateExampleData(second, SIZES);
    const other = await openEngine(`duckdb:///${second}`);
    try {
      for (const table of ['birth_names', 'orders', 'web_events', 'country_indicators', 'geo_points']) {
        expect(await tableChecksum(other, table), table).toBe(await tableChecksum(engine, table));
      }
    } finally {
      await other.close();
    }
  });

  it('skips current tables and regenerates on force or when the size changed', async () => {
    // A process opens a file with one configuration at a time: the reader steps aside while it is written.
    await engine.close();
    const again = await generateExampleData(first, SIZES);
    expect(again.every((t) => !t.generated)).toBe(true);
    const resized = await generateExampleData(first, { ...SIZES, events: 6_000 });
    expect(resized.filter((t) => t.generated).map((t) => t.name)).toEqual(['web_events']);
    const forced = await generateExampleData(first, { ...SIZES, events: 6_000 }, { force: true });
    expect(forced.every((t) => t.generated)).toBe(true);
    await generateExampleData(first, SIZES);
    engine = await openEngine(`duckdb:///${first}`);
  });

  it('loads current examples while another process (a running server) reads the file', async () => {
    const reader = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { DuckDBInstance } from '@duckdb/node-api';
         const instance = await DuckDBInstance.create(process.argv[1], { access_mode: 'READ_ONLY' });
         await instance.connect();
         process.stdout.write('open\\n');
         process.stdin.resume();
         process.stdin.on('end', () => process.exit(0));`,
        first,
      ],
      { cwd: dirname(fileURLToPath(import.meta.url)), stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      await once(reader.stdout!, 'data');
      await engine.close();
      const again = await generateExampleData(first, SIZES);
      expect(again.every((t) => !t.generated)).toBe(true);
      await expect(generateExampleData(first, { ...SIZES, events: 6_000 })).rejects.toThrow(
        /stop the server, then load the examples again/,
      );
    } finally {
      reader.stdin!.end();
      await once(reader, 'exit');
      engine = await openEngine(`duckdb:///${first}`);
    }
  });

  it('produces plausible values: dates up to 2025-12-31, real geohashes, sales = quantity × price', async () => {
    const ranges = await engine.run(`SELECT
        (SELECT min(ds)::VARCHAR || ' ' || max(ds)::VARCHAR FROM birth_names),
        (SELECT min(order_date)::DATE::VARCHAR || ' ' || max(order_date)::DATE::VARCHAR FROM orders),
        (SELECT min(event_time)::DATE::VARCHAR || ' ' || max(event_time)::DATE::VARCHAR FROM web_events),
        (SELECT min(year) || ' ' || max(year) FROM country_indicators)`);
    const [births, sales, events, years] = ranges.rows[0] as string[];
    expect(births).toBe('1986-01-01 00:00:00 2025-01-01 00:00:00');
    expect(sales?.slice(0, 7)).toBe('2022-01');
    expect(sales?.slice(-10) <= '2025-12-31').toBe(true);
    expect(events?.startsWith('2025-01')).toBe(true);
    expect(years).toBe('1966 2025');
    const bad = await engine.run(
      `SELECT count(*) FROM orders WHERE abs(sales - quantity * unit_price) > 0.01`,
    );
    expect(bad.rows).toEqual([[0]]);
    const states = await engine.run(`SELECT count(DISTINCT state), count(DISTINCT name) FROM birth_names`);
    expect(states.rows).toEqual([[51, 50]]);
    const usa = await engine.run(
      `SELECT population, life_expectancy FROM country_indicators WHERE country_code = 'USA' AND year = 2025`,
    );
    expect(Number(usa.rows[0]?.[0])).toBeGreaterThan(330e6);
    // A geo point's geohash contains its own coordinates: decode the 9-char cell's bounds in SQL.
    const geo = await engine.run(`SELECT lat, lon, geohash, latlon FROM geo_points LIMIT 1`);
    const [lat, lon, hash, latlon] = geo.rows[0] as [number, number, string, string];
    expect(hash).toMatch(/^[0-9b-hjkmnp-z]{9}$/);
    expect(decodeGeohashCenter(hash).lat).toBeCloseTo(lat, 3);
    expect(decodeGeohashCenter(hash).lon).toBeCloseTo(lon, 3);
    expect(latlon).toBe(`${lat.toFixed(5)},${lon.toFixed(5)}`);
  });

  it('shows seasonality: more orders in Q4 than in Q1, more web events on weekdays than weekends', async () => {
    const { rows } = await engine.run(`SELECT
        (SELECT count(*) FROM orders WHERE month(order_date) IN (10, 11, 12)),
        (SELECT count(*) FROM orders WHERE month(order_date) IN (1, 2, 3)),
        (SELECT count(*) / 5.0 FROM web_events WHERE isodow(event_time) <= 5),
        (SELECT count(*) / 2.0 FROM web_events WHERE isodow(event_time) > 5)`);
    const [q4, q1, weekday, weekend] = (rows[0] as number[]).map(Number);
    expect(q4).toBeGreaterThan(q1 as number);
    expect(weekday).toBeGreaterThan(weekend as number);
  });
});

/** Reference geohash decoder (the textbook algorithm), to check the SQL encoder independently. */
function decodeGeohashCenter(hash: string): { lat: number; lon: number } {
  const alphabet = '0123456789bcdefghjkmnpqrstuvwxyz';
  const lat = [-90, 90];
  const lon = [-180, 180];
  let even = true;
  for (const ch of hash) {
    const value = alphabet.indexOf(ch);
    for (let bit = 4; bit >= 0; bit--) {
      const range = even ? lon : lat;
      const mid = ((range[0] as number) + (range[1] as number)) / 2;
      if ((value >> bit) & 1) range[0] = mid;
      else range[1] = mid;
      even = !even;
    }
  }
  return {
    lat: ((lat[0] as number) + (lat[1] as number)) / 2,
    lon: ((lon[0] as number) + (lon[1] as number)) / 2,
  };
}
