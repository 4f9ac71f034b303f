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
let alpha: Record<string, string>;
let gamma: Record<string, string>;
let gammaId: number;
/** A dashboard the Gamma user created (and so owns). */
let gammaDashboardId: number;

beforeAll(async () => {
  ({ t, seeded, admin, alpha, gamma } = await setUpResourceTests({ alpha: 'fay', gamma: 'gil' }));
  gammaId = (await t.signIn('gil')).user.id;
  gammaDashboardId = await createDashboard(t, gamma, { dashboard_title: "Gil's board" });
});
afterAll(() => t.close());

const filterState = { 'NATIVE_FILTER-1': { id: 'NATIVE_FILTER-1', filterState: { value: ['CA'] } } };
const metadata = JSON.stringify({ nativeFilters: {}, dataMask: filterState });

const url = (dashboardId: number | string, pk?: number | string) =>
  `/api/v1/dashboard/${dashboardId}/filtersets${pk === undefined ? '' : `/${pk}`}`;

function post(dashboardId: number | string, payload: unknown, headers = admin) {
  return t.app.inject({ method: 'POST', url: url(dashboardId), headers, payload: payload as object });
}
function put(dashboardId: number | string, pk: number | string, payload: unknown, headers = admin) {
  return t.app.inject({ method: 'PUT', url: url(dashboardId, pk), headers, payload: payload as object });
}
const del = (dashboardId: number | string, pk: number | string, headers = admin) =>
  t.app.inject({ method: 'DELETE', url: url(dashboardId, pk), headers });
const list = (dashboardId: number | string, headers = admin) =>
  t.app.inject({ url: url(dashboardId), headers });

describe('dashboard filter sets', () => {
  it('creates a dashboard set (201 {id, result}) that every reader lists with its params', async () => {
    const created = await post(seeded.dashboardId, {
      name: 'California',
      description: 'Only CA',
      json_metadata: metadata,
      owner_type: 'Dashboard',
      owner_id: seeded.dashboardId,
    });
    expect(created.statusCode).toBe(201);
    const { id, result } = created.json();
    expect(result).toEqual({
      name: 'California',
      description: 'Only CA',
      json_metadata: metadata,
      owner_type: 'Dashboard',
      owner_id: seeded.dashboardId,
    });
    const listed = await list(seeded.dashboardId, gamma);
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.ids).toContain(id);
    expect(body.count).toBe(body.result.length);
    expect(body.result.find((set: { id: number }) => set.id === id)).toMatchObject({
      id,
      name: 'California',
      description: 'Only CA',
      json_metadata: metadata,
      params: { nativeFilters: {}, dataMask: filterState },
      owner_type: 'Dashboard',
      owner_id: seeded.dashboardId,
      dashboard_id: seeded.dashboardId,
    });
  });

  it('keeps a user set private to its owner, who alone may change or delete it', async () => {
    const created = await post(
      seeded.dashboardId,
      { name: 'Mine', json_metadata: '{}', owner_type: 'User' },
      gamma,
    );
    expect(created.statusCode).toBe(201);
    const { id, result } = created.json();
    expect(result.owner_id).toBe(gammaId);
    expect((await list(seeded.dashboardId, gamma)).json().ids).toContain(id);
    expect((await list(seeded.dashboardId, alpha)).json().ids).not.toContain(id);
    expect((await list(seeded.dashboardId, admin)).json().ids).not.toContain(id);
    expect((await put(seeded.dashboardId, id, { name: 'Theirs' }, alpha)).statusCode).toBe(403);
    expect((await put(seeded.dashboardId, id, { name: 'Theirs' }, admin)).statusCode).toBe(403);
    expect((await del(seeded.dashboardId, id, alpha)).statusCode).toBe(403);
    const changed = await put(
      seeded.dashboardId,
      id,
      { name: 'Still mine', json_metadata: '{"a":1}' },
      gamma,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id, result: { name: 'Still mine', json_metadata: '{"a":1}' } });
    const item = (await list(seeded.dashboardId, gamma))
      .json()
      .result.find((set: { id: number }) => set.id === id);
    expect(item).toMatchObject({ name: 'Still mine', params: { a: 1 }, owner_type: 'User' });
    const deleted = await del(seeded.dashboardId, id, gamma);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'OK' });
    expect((await list(seeded.dashboardId, gamma)).json().ids).not.toContain(id);
  });

  it('refuses to create a user set for someone else (403)', async () => {
    const response = await post(
      seeded.dashboardId,
      { name: 'Forged', json_metadata: '{}', owner_type: 'User', owner_id: gammaId },
      alpha,
    );
    expect(response.statusCode).toBe(403);
  });

  it('lets dashboard owners, and no other non-admin, create, change and delete dashboard sets', async () => {
    const payload = { name: 'Owner set', json_metadata: '{}', owner_type: 'Dashboard' };
    // Gamma does not own the example dashboard; Alpha does not own Gamma's.
    expect((await post(seeded.dashboardId, payload, gamma)).statusCode).toBe(403);
    expect((await post(gammaDashboardId, payload, alpha)).statusCode).toBe(403);
    const created = await post(gammaDashboardId, payload, gamma);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json().result.owner_id).toBe(gammaDashboardId);
    expect((await put(gammaDashboardId, id, { name: 'Taken over' }, alpha)).statusCode).toBe(403);
    expect((await del(gammaDashboardId, id, alpha)).statusCode).toBe(403);
    expect((await put(gammaDashboardId, id, { name: 'Renamed' }, gamma)).statusCode).toBe(200);
    expect((await put(gammaDashboardId, id, { description: 'By an admin' }, admin)).statusCode).toBe(200);
    expect((await del(gammaDashboardId, id, gamma)).statusCode).toBe(200);
    expect((await list(gammaDashboardId, gamma)).json()).toEqual({ count: 0, ids: [], result: [] });
  });

  it('makes a user set the dashboard’s only for dashboard editors', async () => {
    const own = await post(
      seeded.dashboardId,
      { name: 'Promote me', json_metadata: '{}', owner_type: 'User' },
      gamma,
    );
    const { id } = own.json();
    expect((await put(seeded.dashboardId, id, { owner_type: 'Dashboard' }, gamma)).statusCode).toBe(403);
    const mine = await post(seeded.dashboardId, {
      name: 'Admin promotes',
      json_metadata: '{}',
      owner_type: 'User',
    });
    const promoted = await put(seeded.dashboardId, mine.json().id, { owner_type: 'Dashboard' });
    expect(promoted.statusCode).toBe(200);
    const item = (await list(seeded.dashboardId, gamma))
      .json()
      .result.find((set: { id: number }) => set.id === mine.json().id);
    expect(item).toMatchObject({ owner_type: 'Dashboard', owner_id: seeded.dashboardId });
  });

  it('answers 422 for a missing or taken name, JSON that does not parse and a bad owner', async () => {
    await post(seeded.dashboardId, { name: 'Unique', json_metadata: '{}', owner_type: 'Dashboard' });
    const cases: [unknown, string][] = [
      [{ json_metadata: '{}', owner_type: 'Dashboard' }, 'name'],
      [{ name: '', json_metadata: '{}', owner_type: 'Dashboard' }, 'name'],
      [{ name: 'Unique', json_metadata: '{}', owner_type: 'Dashboard' }, 'name'],
      [{ name: 'Unique', json_metadata: '{}', owner_type: 'User' }, 'name'],
      [{ name: 'Bad JSON', json_metadata: '{not json', owner_type: 'Dashboard' }, 'json_metadata'],
      [{ name: 'No JSON', owner_type: 'Dashboard' }, 'json_metadata'],
      [{ name: 'Bad owner', json_metadata: '{}', owner_type: 'Role' }, 'owner_type'],
      [{ name: 'Other board', json_metadata: '{}', owner_type: 'Dashboard', owner_id: 999 }, 'owner_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(seeded.dashboardId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().message), JSON.stringify(payload)).toContain(field);
    }
    expect(
      (
        await post(seeded.dashboardId, { name: 'Unique', json_metadata: '{}', owner_type: 'Dashboard' })
      ).json(),
    ).toEqual({ message: { name: ['Name must be unique'] } });
    expect(
      (await post(seeded.dashboardId, { name: 'Bad', json_metadata: '', owner_type: 'Dashboard' })).json(),
    ).toEqual({ message: { json_metadata: ['JSON not valid'] } });
    const other = (
      await post(seeded.dashboardId, { name: 'Other', json_metadata: '{}', owner_type: 'Dashboard' })
    ).json();
    expect((await put(seeded.dashboardId, other.id, { name: 'Unique' })).statusCode).toBe(422);
    expect((await put(seeded.dashboardId, other.id, { json_metadata: 'nope' })).statusCode).toBe(422);
    expect((await put(seeded.dashboardId, other.id, { owner_type: 'User' })).statusCode).toBe(422);
    // Renaming a set to its own name is no conflict; the name is the same set's.
    expect((await put(seeded.dashboardId, other.id, { name: 'Other' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown dashboard or set, and for a set of another dashboard', async () => {
    const payload = { name: 'Anywhere', json_metadata: '{}', owner_type: 'Dashboard' };
    expect((await list(987654)).statusCode).toBe(404);
    expect((await post(987654, payload)).statusCode).toBe(404);
    expect((await put(seeded.dashboardId, 987654, { name: 'x' })).statusCode).toBe(404);
    expect((await del(seeded.dashboardId, 987654)).statusCode).toBe(404);
    expect((await del(seeded.dashboardId, 'abc')).statusCode).toBe(404);
    const { id } = (await post(seeded.dashboardId, payload)).json();
    expect((await put(gammaDashboardId, id, { name: 'x' })).statusCode).toBe(404);
    expect((await del(gammaDashboardId, id)).statusCode).toBe(404);
  });

  it('drops the sets with their dashboard', async () => {
    const dashboardId = await createDashboard(t, admin, { dashboard_title: 'Brief' });
    expect(
      (await post(dashboardId, { name: 'Short-lived', json_metadata: '{}', owner_type: 'Dashboard' }))
        .statusCode,
    ).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/dashboard/${dashboardId}`, headers: admin });
    const rows = await t.deps.db
      .selectFrom('filter_sets')
      .select('id')
      .where('dashboard_id', '=', dashboardId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers 401 anonymous and 403 without can_read on Dashboard', async () => {
    const { id } = (
      await post(seeded.dashboardId, { name: 'Guarded', json_metadata: '{}', owner_type: 'Dashboard' })
    ).json();
    expect((await t.app.inject({ url: url(seeded.dashboardId) })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: url(seeded.dashboardId),
      payload: { name: 'Anon', json_metadata: '{}', owner_type: 'Dashboard' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: url(seeded.dashboardId, id), payload: {} })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: url(seeded.dashboardId, id) })).statusCode).toBe(401);
    const outsider = await signInWithoutDatasetAccess(t, 'sue');
    expect((await list(seeded.dashboardId, outsider)).statusCode).toBe(403);
    expect(
      (await post(seeded.dashboardId, { name: 'Out', json_metadata: '{}', owner_type: 'User' }, outsider))
        .statusCode,
    ).toBe(403);
    expect((await put(seeded.dashboardId, id, { name: 'Out' }, outsider)).statusCode).toBe(403);
    expect((await del(seeded.dashboardId, id, outsider)).statusCode).toBe(403);
  });
});
