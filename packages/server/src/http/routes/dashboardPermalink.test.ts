import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  setUpResourceTests,
  signInWithoutDatasetAccess,
  type SeededContent,
} from '../../testing/resourceTestContent.js';
import { createDashboard } from '../../testing/dashboardTestContent.js';

let t: TestApp;
let seeded: SeededContent;
let admin: Record<string, string>;
let gamma: Record<string, string>;

beforeAll(async () => {
  ({ t, seeded, admin, gamma } = await setUpResourceTests({ alpha: 'amy', gamma: 'gwen' }));
});
afterAll(() => t.close());

const state = {
  dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['CA'] }, extraFormData: {} } },
  activeTabs: ['TAB-a', 'TAB-b'],
  anchor: 'CHART-x',
  urlParams: [['standalone', '1']],
};

function postPermalink(idOrSlug: string | number, payload: unknown, headers = gamma) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/dashboard/${idOrSlug}/permalink`,
    headers: { ...headers, host: 'bi.example.com:8088' },
    payload: payload as Record<string, unknown>,
  });
}

const readPermalink = (key: string, headers: Record<string, string> = gamma) =>
  t.app.inject({ url: `/api/v1/dashboard/permalink/${key}`, headers });

describe('dashboard permalinks', () => {
  it('stores the view and answers 201 {key, url}; GET answers the state with its dashboard', async () => {
    const created = await postPermalink(seeded.dashboardId, state);
    expect(created.statusCode).toBe(201);
    const { key, url } = created.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`http://bi.example.com:8088/superset/dashboard/p/${key}/`);
    const read = await readPermalink(key);
    expect(read.statusCode).toBe(200);
    const dashboardId = String(seeded.dashboardId);
    expect(read.json()).toEqual({ dashboardId, state: { ...state, dashboardId } });
  });

  it('addresses the dashboard by slug too; parts not sent read as null, unknown keys are dropped', async () => {
    const { key } = (await postPermalink('births', { activeTabs: ['TAB-1'], extra: 1 })).json();
    expect((await readPermalink(key)).json().state).toEqual({
      dashboardId: String(seeded.dashboardId),
      dataMask: null,
      activeTabs: ['TAB-1'],
      anchor: null,
      urlParams: null,
    });
  });

  it('reads the older names filterState (data mask) and hash (anchor)', async () => {
    const { key } = (
      await postPermalink(seeded.dashboardId, {
        filterState: state.dataMask,
        hash: 'CHART-y',
        urlParams: null,
      })
    ).json();
    expect((await readPermalink(key)).json().state).toEqual({
      dashboardId: String(seeded.dashboardId),
      dataMask: state.dataMask,
      activeTabs: null,
      anchor: 'CHART-y',
      urlParams: null,
    });
  });

  it('logs a dashboard_permalink event', async () => {
    const { key } = (await postPermalink(seeded.dashboardId, {})).json();
    const logged = await t.deps.db
      .selectFrom('logs')
      .select(['action', 'dashboard_id', 'json'])
      .where('action', '=', 'dashboard_permalink')
      .execute();
    expect(logged).toContainEqual({
      action: 'dashboard_permalink',
      dashboard_id: seeded.dashboardId,
      json: JSON.stringify({ key }),
    });
  });

  it('answers 422 for a body that is not DashboardPermalinkStateSchema', async () => {
    for (const body of [
      { dataMask: 'CA' },
      { activeTabs: 'TAB-a' },
      { activeTabs: [1] },
      { anchor: 3 },
      { urlParams: [['only-a-key']] },
      { dataMask: { 'NATIVE_FILTER-1': { extraFormData: { filters: 'state = CA' } } } },
      { filterState: ['CA'] },
    ]) {
      const response = await postPermalink(seeded.dashboardId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof response.json().message).toBe('object');
    }
  });

  it('answers 404 for an unknown dashboard or key, and for the permalink of a deleted dashboard', async () => {
    expect((await postPermalink(987654, state)).statusCode).toBe(404);
    expect((await postPermalink('no-such-slug', state)).statusCode).toBe(404);
    expect((await readPermalink('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await readPermalink('not-a-key')).statusCode).toBe(404);
    const id = await createDashboard(t, gamma, { dashboard_title: 'Gone soon' });
    const { key } = (await postPermalink(id, state)).json();
    expect((await readPermalink(key)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/dashboard/${id}`, headers: admin });
    expect((await readPermalink(key)).statusCode).toBe(404);
  });

  it('answers 401 anonymous and 403 without can_read on Dashboard', async () => {
    const { key } = (await postPermalink(seeded.dashboardId, state)).json();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/dashboard/${seeded.dashboardId}/permalink`,
      payload: state,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/dashboard/permalink/${key}` })).statusCode).toBe(401);
    const outsider = await signInWithoutDatasetAccess(t, 'sam');
    expect((await postPermalink(seeded.dashboardId, state, outsider)).statusCode).toBe(403);
    expect((await readPermalink(key, outsider)).statusCode).toBe(403);
  });
});
