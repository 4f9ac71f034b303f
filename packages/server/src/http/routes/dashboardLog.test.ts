import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { setUpResourceTests, type SeededContent } from '../../testing/resourceTestContent.js';

let t: TestApp;
let seeded: SeededContent;
let gamma: Record<string, string>;

beforeAll(async () => {
  ({ t, seeded, gamma } = await setUpResourceTests({ alpha: 'aja', gamma: 'gabe' }));
});
afterAll(() => t.close());

/** A chart-load event as the dashboard's chart holders send it (log events). */
const loadChart = (sliceId: number, extra: Record<string, unknown> = {}) => ({
  event_name: 'load_chart',
  source: 'dashboard',
  source_id: seeded.dashboardId,
  dashboard_id: seeded.dashboardId,
  slice_id: sliceId,
  is_cached: true,
  row_count: 42,
  duration: 123.4,
  viz_type: 'table',
  data_age: 5000,
  ...extra,
});

async function loggedLoads() {
  const rows = await t.deps.db
    .selectFrom('logs')
    .select(['action', 'slice_id', 'dashboard_id', 'duration_ms', 'json'])
    .where('action', '=', 'load_chart')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, json: JSON.parse(row.json ?? 'null') }));
}

describe('chart-load log events', () => {
  it('POST /api/v1/log/ records load_chart with slice, dashboard, duration and the event fields', async () => {
    const sliceId = seeded.chartIds[0]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/log/',
      headers: gamma,
      payload: { events: JSON.stringify([loadChart(sliceId, { data_age: null })]) },
    });
    expect(response.json()).toEqual({ message: 'OK', count: 1 });
    const [row] = (await loggedLoads()).slice(-1);
    expect(row).toEqual({
      action: 'load_chart',
      slice_id: sliceId,
      dashboard_id: seeded.dashboardId,
      duration_ms: 123,
      json: loadChart(sliceId, { data_age: null }),
    });
  });

  it('POST /superset/log/?explode=events takes JSON, text (sendBeacon) and form bodies', async () => {
    const before = (await loggedLoads()).length;
    const sliceId = seeded.chartIds[1]!;
    const url = `/superset/log/?explode=events&dashboard_id=${seeded.dashboardId}`;
    const bodies = [
      { 'content-type': 'application/json', payload: JSON.stringify({ events: [loadChart(sliceId)] }) },
      {
        'content-type': 'text/plain;charset=UTF-8',
        payload: JSON.stringify({ events: [loadChart(sliceId)] }),
      },
      {
        'content-type': 'application/x-www-form-urlencoded',
        payload: new URLSearchParams({ events: JSON.stringify([loadChart(sliceId)]) }).toString(),
      },
    ];
    for (const { payload, ...contentType } of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...gamma, ...contentType },
        payload,
      });
      expect(response.statusCode, contentType['content-type']).toBe(200);
    }
    const rows = (await loggedLoads()).slice(before);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.slice_id === sliceId && r.dashboard_id === seeded.dashboardId)).toBe(true);
  });

  it('takes a browser session without a CSRF token on /superset/log/ only', async () => {
    const { cookie } = await t.signInWithCookie('gabe');
    const payload = { events: [loadChart(seeded.chartIds[0]!)] };
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/superset/log/',
      headers: { cookie },
      payload,
    });
    expect(legacy.statusCode).toBe(200);
    const api = await t.app.inject({ method: 'POST', url: '/api/v1/log/', headers: { cookie }, payload });
    expect(api.statusCode).toBe(400);
    expect(api.json().message).toMatch(/CSRF/);
  });

  it('answers 401 anonymous and 400 for events that are not a JSON list of objects', async () => {
    const payload = { events: [loadChart(seeded.chartIds[0]!)] };
    expect((await t.app.inject({ method: 'POST', url: '/superset/log/', payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/log/', payload })).statusCode).toBe(401);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/superset/log/',
      headers: { ...gamma, 'content-type': 'text/plain' },
      payload: '{events',
    });
    expect(notJson.statusCode).toBe(400);
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/superset/log/',
      headers: gamma,
      payload: { events: [loadChart(seeded.chartIds[0]!, { slice_id: 'one' })] },
    });
    expect(wrongField.statusCode).toBe(400);
  });
});
