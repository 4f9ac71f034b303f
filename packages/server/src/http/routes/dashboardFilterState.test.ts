import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import {
  seedExampleContent,
  signInWithoutDatasetAccess,
  type SeededContent,
} from '../../testing/resourceTestContent.js';
import { createDashboard, layoutText } from '../../testing/dashboardTestContent.js';
import { grantDatasetAccess } from '../../testing/grants.js';

let t: TestApp;
let seeded: SeededContent;
let admin: Record<string, string>;
let gamma: Record<string, string>;
let otherDashboardId: number;

const TTL_SECONDS = 3600;

beforeAll(async () => {
  t = await createTestApp({ config: { filterStateTtlSeconds: TTL_SECONDS } });
  seeded = await seedExampleContent(t);
  admin = (await t.signIn('admin')).headers;
  await t.createUser('Gamma', 'gus');
  await grantDatasetAccess(t.deps, 'Gamma', [seeded.datasetId]);
  gamma = (await t.signIn('gus')).headers;
  otherDashboardId = await createDashboard(t, admin, {
    dashboard_title: 'Another',
    published: true,
    position_json: layoutText([seeded.chartIds[0]!]),
  });
});
afterAll(() => t.close());

const value = JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: ['CA'] }, extraFormData: {} } });

const url = (dashboardId: number | string, key?: string) =>
  `/api/v1/dashboard/${dashboardId}/filter_state${key === undefined ? '' : `/${key}`}`;

function post(dashboardId: number | string, payload: unknown, headers = gamma) {
  return t.app.inject({ method: 'POST', url: url(dashboardId), headers, payload: payload as object });
}
function put(dashboardId: number | string, key: string, payload: unknown, headers = gamma) {
  return t.app.inject({ method: 'PUT', url: url(dashboardId, key), headers, payload: payload as object });
}
const read = (dashboardId: number | string, key: string, headers = gamma) =>
  t.app.inject({ url: url(dashboardId, key), headers });
const del = (dashboardId: number | string, key: string, headers = gamma) =>
  t.app.inject({ method: 'DELETE', url: url(dashboardId, key), headers });

async function createdKey(headers = gamma): Promise<string> {
  const response = await post(seeded.dashboardId, { value }, headers);
  expect(response.statusCode).toBe(201);
  return response.json().key;
}

describe('dashboard filter state (native_filters_key)', () => {
  it('stores the value (201 {key}) that any reader of the dashboard gets back', async () => {
    const key = await createdKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const headers of [gamma, admin]) {
      const response = await read(seeded.dashboardId, key, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ value });
    }
    // The slug names the same dashboard.
    expect((await read('births', key)).json()).toEqual({ value });
  });

  it('lets the writer replace the value under the same key and delete it', async () => {
    const key = await createdKey();
    const changed = JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: ['NY'] } } });
    const updated = await put(seeded.dashboardId, key, { value: changed });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ key });
    expect((await read(seeded.dashboardId, key)).json()).toEqual({ value: changed });
    const deleted = await del(seeded.dashboardId, key);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Deleted successfully' });
    expect((await read(seeded.dashboardId, key)).statusCode).toBe(404);
  });

  it('answers 403 when another user changes or deletes the value', async () => {
    const key = await createdKey(admin);
    expect((await put(seeded.dashboardId, key, { value: '{}' }, gamma)).statusCode).toBe(403);
    expect((await del(seeded.dashboardId, key, gamma)).statusCode).toBe(403);
    expect((await read(seeded.dashboardId, key)).json()).toEqual({ value });
  });

  it('expires the value filterStateTtlSeconds after its last write', async () => {
    const key = await createdKey();
    const row = await t.deps.db
      .selectFrom('key_value')
      .select(['changed_on', 'expires_on'])
      .where('resource', '=', 'dashboard_filter_state')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_on as string) - Date.parse(row.changed_on as string)).toBe(
      TTL_SECONDS * 1000,
    );
    await t.deps.db
      .updateTable('key_value')
      .set({ expires_on: new Date(Date.now() - 1000).toISOString() })
      .where('resource', '=', 'dashboard_filter_state')
      .where('expires_on', '=', row.expires_on)
      .execute();
    expect((await read(seeded.dashboardId, key)).statusCode).toBe(404);
    expect((await put(seeded.dashboardId, key, { value: '{}' })).statusCode).toBe(404);
  });

  it('answers 422 unless value is JSON text', async () => {
    for (const payload of [{}, { value: 3 }, { value: '' }, { value: '{not json' }, { value: { a: 1 } }]) {
      const response = await post(seeded.dashboardId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().message)).toEqual(['value']);
    }
    for (const text of ['', '{not json']) {
      expect((await post(seeded.dashboardId, { value: text })).json()).toEqual({
        message: { value: ['JSON not valid'] },
      });
    }
    const key = await createdKey();
    expect((await put(seeded.dashboardId, key, { value: 'nope' })).statusCode).toBe(422);
    expect((await put(seeded.dashboardId, key, {})).statusCode).toBe(422);
  });

  it('answers 404 for an unknown dashboard or key, and for a key of another dashboard', async () => {
    expect((await post(987654, { value })).statusCode).toBe(404);
    const key = await createdKey();
    expect((await read(987654, key)).statusCode).toBe(404);
    expect((await read(otherDashboardId, key)).statusCode).toBe(404);
    expect((await put(otherDashboardId, key, { value: '{}' })).statusCode).toBe(404);
    expect((await del(otherDashboardId, key)).statusCode).toBe(404);
    expect((await read(seeded.dashboardId, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await read(seeded.dashboardId, 'not-a-key')).statusCode).toBe(404);
    expect((await del(seeded.dashboardId, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('answers 401 anonymous and 403 without can_read on Dashboard', async () => {
    const key = await createdKey();
    expect(
      (await t.app.inject({ method: 'POST', url: url(seeded.dashboardId), payload: { value } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: url(seeded.dashboardId, key) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: url(seeded.dashboardId, key), payload: { value } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: url(seeded.dashboardId, key) })).statusCode).toBe(
      401,
    );
    const outsider = await signInWithoutDatasetAccess(t, 'sal');
    expect((await post(seeded.dashboardId, { value }, outsider)).statusCode).toBe(403);
    expect((await read(seeded.dashboardId, key, outsider)).statusCode).toBe(403);
    expect((await put(seeded.dashboardId, key, { value }, outsider)).statusCode).toBe(403);
    expect((await del(seeded.dashboardId, key, outsider)).statusCode).toBe(403);
  });
});
