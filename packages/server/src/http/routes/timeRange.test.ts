import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
let headers: Record<string, string>;
const savedNow = process.env.SIGHTLINE_NOW;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('Gamma', 'tess');
  headers = (await t.signIn('tess')).headers;
  process.env.SIGHTLINE_NOW = '2024-03-13T15:45:30Z';
});
afterEach(() => {
  process.env.SIGHTLINE_NOW = '2024-03-13T15:45:30Z';
});
afterAll(async () => {
  if (savedNow === undefined) delete process.env.SIGHTLINE_NOW;
  else process.env.SIGHTLINE_NOW = savedNow;
  await t.close();
});

const get = (q: string) => t.app.inject({ url: `/api/v1/time_range/?q=${encodeURIComponent(q)}`, headers });

describe('GET /api/v1/time_range/', () => {
  it('resolves one time range against the pinned clock (SIGHTLINE_NOW)', async () => {
    const response = await get("'Last week'");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: [{ since: '2024-03-06T00:00:00', until: '2024-03-13T00:00:00', timeRange: 'Last week' }],
    });
  });

  it('follows SIGHTLINE_NOW when it changes', async () => {
    process.env.SIGHTLINE_NOW = '2021-01-15T08:00:00';
    const body = (await get("'previous calendar month'")).json();
    expect(body.result[0]).toMatchObject({ since: '2020-12-01T00:00:00', until: '2021-01-01T00:00:00' });
  });

  it('answers an empty string for open sides and for No filter', async () => {
    expect((await get("'No filter'")).json().result[0]).toEqual({
      since: '',
      until: '',
      timeRange: 'No filter',
    });
    expect((await get("'Last 5 days : '")).json().result[0]).toMatchObject({
      since: '2024-03-08T00:00:00',
      until: '',
    });
  });

  it('resolves a list of {timeRange, shift} objects, one item each', async () => {
    const response = await get(
      "!((timeRange:'DATEADD(DATETIME(\"today\"), -7, day) : today'),(timeRange:'Last week',shift:'1 year ago'))",
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([
      {
        since: '2024-03-06T00:00:00',
        until: '2024-03-13T00:00:00',
        timeRange: 'DATEADD(DATETIME("today"), -7, day) : today',
      },
      {
        since: '2023-03-06T00:00:00',
        until: '2023-03-13T00:00:00',
        timeRange: 'Last week',
        shift: '1 year ago',
      },
    ]);
  });

  it('answers 400 with the reason for a range the grammar refuses', async () => {
    const reversed = await get("'2020-02-01 : 2020-01-01'");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ message: 'From date cannot be larger than to date' });
    const garbled = await get("'bananas : now'");
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({ message: 'Cannot parse time string [bananas]' });
    const shifted = await get("!((timeRange:'Last week',shift:'whenever'))");
    expect(shifted.statusCode).toBe(400);
    expect(shifted.json().message).toMatch(/Time delta is ambiguous/);
  });

  it('answers 400 for malformed or missing q', async () => {
    expect((await get("'unterminated")).statusCode).toBe(400);
    expect((await get('(a:1)')).statusCode).toBe(400);
    expect((await get('!()')).statusCode).toBe(400);
    const missing = await t.app.inject({ url: '/api/v1/time_range/', headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBeTypeOf('string');
  });

  it('requires sign-in', async () => {
    const response = await t.app.inject({ url: "/api/v1/time_range/?q='Last week'" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });
});
