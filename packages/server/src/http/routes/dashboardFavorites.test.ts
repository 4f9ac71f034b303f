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
  ({ t, seeded, admin, gamma } = await setUpResourceTests({ alpha: 'ari', gamma: 'gil' }));
});
afterAll(() => t.close());

const favorites = (method: 'POST' | 'DELETE', id: number | string, headers?: Record<string, string>) =>
  t.app.inject({ method, url: `/api/v1/dashboard/${id}/favorites/`, headers });

const status = (ids: string, headers?: Record<string, string>) =>
  t.app.inject({ url: `/api/v1/dashboard/favorite_status/?q=${ids}`, headers });

describe('dashboard favorites', () => {
  it('stars and unstars a dashboard for the caller only; favorite_status answers in request order', async () => {
    const other = await createDashboard(t, admin, { dashboard_title: 'Other' });
    const added = await favorites('POST', seeded.dashboardId, gamma);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ result: 'OK' });
    expect((await status(`!(${other},${seeded.dashboardId})`, gamma)).json()).toEqual({
      result: [
        { id: other, value: false },
        { id: seeded.dashboardId, value: true },
      ],
    });
    // Another user's star is not the caller's.
    expect((await status(`!(${seeded.dashboardId})`, admin)).json().result).toEqual([
      { id: seeded.dashboardId, value: false },
    ]);
    // Starring twice keeps one favorite; removing it once clears it.
    await favorites('POST', seeded.dashboardId, gamma);
    expect((await favorites('DELETE', seeded.dashboardId, gamma)).json()).toEqual({ result: 'OK' });
    expect((await status(`!(${seeded.dashboardId})`, gamma)).json().result).toEqual([
      { id: seeded.dashboardId, value: false },
    ]);
  });

  it('answers false for ids that are no dashboard, and 400 for a q that is not an id list', async () => {
    expect((await status('!(987654)', gamma)).json().result).toEqual([{ id: 987654, value: false }]);
    expect((await status('(a:1)', gamma)).statusCode).toBe(400);
  });

  it('answers 404 when starring an unknown dashboard', async () => {
    expect((await favorites('POST', 987654, gamma)).statusCode).toBe(404);
    expect((await favorites('DELETE', 987654, gamma)).statusCode).toBe(404);
    expect((await favorites('POST', 'births', gamma)).statusCode).toBe(404);
  });

  it('answers 401 anonymous and 403 without can_read on Dashboard', async () => {
    expect((await favorites('POST', seeded.dashboardId)).statusCode).toBe(401);
    expect((await status(`!(${seeded.dashboardId})`)).statusCode).toBe(401);
    const outsider = await signInWithoutDatasetAccess(t, 'sky');
    expect((await favorites('POST', seeded.dashboardId, outsider)).statusCode).toBe(403);
    expect((await favorites('DELETE', seeded.dashboardId, outsider)).statusCode).toBe(403);
    expect((await status(`!(${seeded.dashboardId})`, outsider)).statusCode).toBe(403);
  });
});
