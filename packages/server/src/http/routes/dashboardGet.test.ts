import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  setUpResourceTests,
  signInWithoutDatasetAccess,
  type SeededContent,
} from '../../testing/resourceTestContent.js';
import { createDashboard, layoutText } from '../../testing/dashboardTestContent.js';

let t: TestApp;
let seeded: SeededContent;
let alpha: Record<string, string>;
let alphaId: number;
let gamma: Record<string, string>;

beforeAll(async () => {
  ({ t, seeded, alpha, alphaId, gamma } = await setUpResourceTests({ alpha: 'ada', gamma: 'gus' }));
});
afterAll(() => t.close());

describe('GET /api/v1/dashboard/{id_or_slug}', () => {
  it('answers every DashboardGetResponseSchema field', async () => {
    const response = await t.app.inject({ url: '/api/v1/dashboard/births', headers: gamma });
    expect(response.statusCode).toBe(200);
    const { id, result } = response.json();
    expect(id).toBe(seeded.dashboardId);
    expect(Object.keys(result)).toEqual(
      expect.arrayContaining([
        'certification_details',
        'certified_by',
        'changed_by',
        'changed_by_name',
        'changed_on',
        'changed_on_delta_humanized',
        'charts',
        'css',
        'dashboard_title',
        'id',
        'is_managed_externally',
        'json_metadata',
        'owners',
        'position_json',
        'published',
        'roles',
        'slug',
        'tags',
        'thumbnail_url',
        'url',
      ]),
    );
    expect(result).toMatchObject({
      id: seeded.dashboardId,
      dashboard_title: 'Births',
      slug: 'births',
      url: '/dashboard/births/',
      published: true,
      charts: ['Births by state'],
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }),
      roles: [],
      tags: [],
      is_managed_externally: false,
    });
    expect(result.thumbnail_url).toMatch(new RegExp(`^/api/v1/dashboard/${seeded.dashboardId}/thumbnail/`));
    expect(Date.parse(result.changed_on)).not.toBeNaN();
    expect(result.last_modified_time).toBe(Date.parse(result.changed_on) / 1000);
  });

  it('names owners with their username (the edit rule matches owners by username)', async () => {
    // Published with a chart Gamma may read, so Gamma sees it.
    const id = await createDashboard(t, alpha, {
      dashboard_title: 'Owned',
      published: true,
      position_json: layoutText([seeded.chartIds[0]!]),
    });
    const { result } = (await t.app.inject({ url: `/api/v1/dashboard/${id}`, headers: gamma })).json();
    expect(result.owners).toEqual([{ id: alphaId, first_name: 'Test', last_name: 'Alpha', username: 'ada' }]);
    expect(result.changed_by).toEqual({ id: alphaId, first_name: 'Test', last_name: 'Alpha' });
    expect(result.changed_by_name).toBe('Test Alpha');
  });

  it('answers 404 for an unknown id or slug, 401 anonymous and 403 without can_read on Dashboard', async () => {
    expect((await t.app.inject({ url: '/api/v1/dashboard/no-such', headers: gamma })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/dashboard/987654', headers: gamma })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/dashboard/births' })).statusCode).toBe(401);
    const outsider = await signInWithoutDatasetAccess(t, 'sol');
    const forbidden = await t.app.inject({ url: '/api/v1/dashboard/births', headers: outsider });
    expect(forbidden.statusCode).toBe(403);
  });

  it('records the view for the home page’s recent activity', async () => {
    await t.app.inject({ url: `/api/v1/dashboard/${seeded.dashboardId}`, headers: gamma });
    const activity = (
      await t.app.inject({ url: '/api/v1/log/recent_activity/?q=(page:0,page_size:5)', headers: gamma })
    ).json();
    expect(activity.result[0]).toMatchObject({
      item_type: 'dashboard',
      item_title: 'Births',
      item_url: '/dashboard/births/',
    });
  });
});
