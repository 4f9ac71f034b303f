import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { layoutText } from '../../testing/dashboardTestContent.js';
import {
  risonQueryArgument as q,
  setUpResourceTests,
  type SeededContent,
} from '../../testing/resourceTestContent.js';

let t: TestApp;
let seeded: SeededContent;
let admin: Record<string, string>;
let alpha: Record<string, string>;
let gamma: Record<string, string>;
let alphaId: number;

beforeAll(async () => {
  ({ t, seeded, admin, alpha, alphaId, gamma } = await setUpResourceTests({ alpha: 'alba', gamma: 'gil' }));
});
afterAll(() => t.close());

async function createDashboard(headers: Record<string, string>, body: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/',
    headers,
    payload: { dashboard_title: 'Mine', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; result: Record<string, unknown> };
}

describe('dashboard list', () => {
  it('lists dashboards with url, status, owners and chart names', async () => {
    const body = (await t.app.inject({ url: '/api/v1/dashboard/', headers: gamma })).json();
    expect(body.count).toBe(1);
    expect(body.result[0]).toMatchObject({
      id: seeded.dashboardId,
      dashboard_title: 'Births',
      url: '/dashboard/births/',
      published: true,
      status: 'published',
      owners: [],
      charts: ['Births by state'],
      changed_on_delta_humanized: 'a few seconds ago',
    });
  });

  it('searches title or slug, filters favorites and published', async () => {
    const search = (
      await t.app.inject({
        url: `/api/v1/dashboard/?q=${q({ filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: 'BIRTH' }] })}`,
        headers: gamma,
      })
    ).json();
    expect(search.ids).toEqual([seeded.dashboardId]);
    const drafts = (
      await t.app.inject({
        url: `/api/v1/dashboard/?q=${q({ filters: [{ col: 'published', opr: 'eq', value: false }] })}`,
        headers: gamma,
      })
    ).json();
    expect(drafts.ids).not.toContain(seeded.dashboardId);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/dashboard/${seeded.dashboardId}/favorites/`,
      headers: gamma,
    });
    const favorites = (
      await t.app.inject({
        url: `/api/v1/dashboard/?q=${q({ filters: [{ col: 'id', opr: 'dashboard_is_favorite', value: true }] })}`,
        headers: gamma,
      })
    ).json();
    expect(favorites.ids).toEqual([seeded.dashboardId]);
    const status = (
      await t.app.inject({
        url: `/api/v1/dashboard/favorite_status/?q=!(${seeded.dashboardId})`,
        headers: gamma,
      })
    ).json();
    expect(status.result).toEqual([{ id: seeded.dashboardId, value: true }]);
    expect(
      (
        await t.app.inject({
          url: `/superset/favstar/Dashboard/${seeded.dashboardId}/unselect/`,
          headers: gamma,
        })
      ).json(),
    ).toEqual({ count: 0 });
  });
});

describe('dashboard writes', () => {
  it('resolves a slug that spells another dashboard id to the slug, and too large ids to 404', async () => {
    const { id } = await createDashboard(admin, { slug: String(seeded.dashboardId) });
    const bySlug = await t.app.inject({ url: `/api/v1/dashboard/${seeded.dashboardId}`, headers: admin });
    expect(bySlug.json()).toMatchObject({ id, result: { dashboard_title: 'Mine' } });
    const byId = await t.app.inject({ url: `/api/v1/dashboard/${id}`, headers: admin });
    expect(byId.json()).toMatchObject({ id, result: { slug: String(seeded.dashboardId) } });
    const tooLarge = await t.app.inject({ url: '/api/v1/dashboard/99999999999/charts', headers: gamma });
    expect(tooLarge.statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/dashboard/${id}`, headers: admin });
  });

  it('creates with the caller as owner and links charts from the layout', async () => {
    const { id, result } = await createDashboard(alpha, {
      slug: 'alba-board',
      position_json: layoutText([seeded.chartIds[1]!]),
      published: false,
    });
    expect(result).toMatchObject({
      id,
      url: '/dashboard/alba-board/',
      status: 'draft',
      owners: [{ id: alphaId }],
      charts: ['Births trend'],
    });
  });

  it('refuses a duplicate slug and invalid JSON with 422', async () => {
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: admin,
      payload: { dashboard_title: 'x', slug: 'births' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: { slug: ['Must be unique'] } });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: admin,
      payload: { json_metadata: '{' },
    });
    expect(badJson.json()).toEqual({ message: { json_metadata: ['JSON not valid'] } });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: admin,
      payload: { published: 'yes' },
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().message.published).toBeDefined();
  });

  it('updates partially and keeps untouched fields', async () => {
    const { id } = await createDashboard(alpha, { css: '.a{}' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dashboard/${id}`,
      headers: alpha,
      payload: { dashboard_title: 'New', published: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ dashboard_title: 'New', css: '.a{}', published: true });
  });

  it('Gamma may write dashboards it owns but not others’', async () => {
    const own = await createDashboard(gamma, { dashboard_title: 'Gamma board' });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/dashboard/${own.id}`,
          headers: gamma,
          payload: { css: '' },
        })
      ).statusCode,
    ).toBe(200);
    const other = await createDashboard(alpha);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/dashboard/${other.id}`, headers: gamma }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/dashboard/${own.id}`, headers: gamma })).json(),
    ).toEqual({ message: 'OK' });
  });

  it('bulk-deletes and says how many', async () => {
    const a = await createDashboard(alpha);
    const b = await createDashboard(alpha);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dashboard/?q=!(${a.id},${b.id})`,
      headers: alpha,
    });
    expect(response.json()).toEqual({ message: 'Deleted 2 dashboards' });
    const single = await createDashboard(alpha);
    expect(
      (
        await t.app.inject({ method: 'DELETE', url: `/api/v1/dashboard/?q=!(${single.id})`, headers: alpha })
      ).json(),
    ).toEqual({
      message: 'Deleted 1 dashboard',
    });
  });

  it('serves _info and related', async () => {
    const info = (
      await t.app.inject({ url: '/api/v1/dashboard/_info?q=(keys:!(permissions))', headers: gamma })
    ).json();
    expect(info.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    const related = (
      await t.app.inject({
        url: `/api/v1/dashboard/related/created_by?q=${q({ filter: 'alba' })}`,
        headers: gamma,
      })
    ).json();
    expect(related.result.map((r: { value: number }) => r.value)).toEqual([alphaId]);
  });
});
