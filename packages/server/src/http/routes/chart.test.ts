import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
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
  ({ t, seeded, admin, alpha, alphaId, gamma } = await setUpResourceTests({ alpha: 'alfie', gamma: 'gus' }));
});
afterAll(() => t.close());

async function createChart(headers: Record<string, string>, body: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/',
    headers,
    payload: {
      slice_name: 'My chart',
      viz_type: 'table',
      datasource_id: seeded.datasetId,
      params: '{}',
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; result: Record<string, unknown> };
}

describe('GET /api/v1/chart/', () => {
  it('lists charts in the Superset envelope with the fields the list page reads', async () => {
    const response = await t.app.inject({ url: '/api/v1/chart/', headers: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(seeded.chartIds.length);
    expect(body.ids).toHaveLength(seeded.chartIds.length);
    expect(body.list_title).toBe('List Slice');
    const item = body.result.find((c: { id: number }) => c.id === seeded.chartIds[0]);
    expect(item).toMatchObject({
      slice_name: 'Births by state',
      viz_type: 'table',
      url: `/explore/?slice_id=${seeded.chartIds[0]}`,
      datasource_name_text: 'main.births',
      datasource_url: `/explore/?datasource_type=table&datasource_id=${seeded.datasetId}`,
      owners: [],
      dashboards: [{ id: seeded.dashboardId, dashboard_title: 'Births' }],
      changed_on_delta_humanized: 'a few seconds ago',
    });
    expect(typeof item.changed_on_utc).toBe('string');
    expect(JSON.parse(item.params).datasource).toBe(`${seeded.datasetId}__table`);
  });

  it('filters, sorts, pages and selects columns', async () => {
    const url = `/api/v1/chart/?q=${q({
      filters: [{ col: 'slice_name', opr: 'ct', value: 'BIRTHS' }],
      order_column: 'slice_name',
      order_direction: 'desc',
      page: 0,
      page_size: 1,
      select_columns: ['id', 'slice_name'],
    })}`;
    const body = (await t.app.inject({ url, headers: admin })).json();
    expect(body.count).toBe(2);
    expect(body.result).toEqual([{ id: seeded.chartIds[1], slice_name: 'Births trend' }]);
  });

  it("selects columns with Superset's rison `columns` key too", async () => {
    const url = `/api/v1/chart/?q=${q({ order_column: 'slice_name', page_size: 1, columns: ['id', 'viz_type'] })}`;
    const body = (await t.app.inject({ url, headers: admin })).json();
    expect(body.list_columns).toEqual(['id', 'viz_type']);
    expect(Object.keys(body.result[0])).toEqual(['id', 'viz_type']);
  });

  it('filters "mine" by owner and by creator', async () => {
    const { id } = await createChart(alpha, { slice_name: 'Alpha owned' });
    const byOwner = (
      await t.app.inject({
        url: `/api/v1/chart/?q=${q({ filters: [{ col: 'owners', opr: 'rel_m_m', value: alphaId }] })}`,
        headers: alpha,
      })
    ).json();
    expect(byOwner.ids).toEqual([id]);
    const byCreator = (
      await t.app.inject({
        url: `/api/v1/chart/?q=${q({ filters: [{ col: 'created_by', opr: 'rel_o_m', value: alphaId }] })}`,
        headers: alpha,
      })
    ).json();
    expect(byCreator.ids).toEqual([id]);
  });

  it('answers 400 for malformed rison, unknown columns or operators, wrong types', async () => {
    const bad = await t.app.inject({ url: '/api/v1/chart/?q=(filters:!((col:x', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Not a valid rison argument' });
    const column = await t.app.inject({
      url: `/api/v1/chart/?q=${q({ filters: [{ col: 'params', opr: 'ct', value: 'a' }] })}`,
      headers: admin,
    });
    expect(column.statusCode).toBe(400);
    expect(column.json().message).toContain('params');
    const operator = await t.app.inject({
      url: `/api/v1/chart/?q=${q({ filters: [{ col: 'slice_name', opr: 'gt', value: 'a' }] })}`,
      headers: admin,
    });
    expect(operator.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: `/api/v1/chart/?q=${q({ page: 'x' })}`, headers: admin })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: `/api/v1/chart/?q=${q({ order_column: 'nope' })}`, headers: admin }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 401 when anonymous', async () => {
    const response = await t.app.inject({ url: '/api/v1/chart/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });
});

describe('chart get, create, update, delete', () => {
  it('gets a chart by id and logs the view for recent activity', async () => {
    const response = await t.app.inject({ url: `/api/v1/chart/${seeded.chartIds[0]}`, headers: gamma });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: seeded.chartIds[0],
      result: { slice_name: 'Births by state' },
    });
    const activity = (
      await t.app.inject({ url: '/api/v1/log/recent_activity/?q=(page:0,page_size:5)', headers: gamma })
    ).json();
    expect(activity.result[0]).toMatchObject({
      item_type: 'slice',
      item_title: 'Births by state',
      item_url: `/explore/?slice_id=${seeded.chartIds[0]}`,
      time_delta_humanized: 'a few seconds ago',
    });
  });

  it('answers 404 for a missing or non-numeric id', async () => {
    expect((await t.app.inject({ url: '/api/v1/chart/999999', headers: admin })).json()).toEqual({
      message: 'Not found',
    });
    expect((await t.app.inject({ url: '/api/v1/chart/999999', headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/chart/abc', headers: admin })).statusCode).toBe(404);
    // Beyond the 32-bit id columns (PostgreSQL refuses such a number in the query): still 404, not 500.
    expect((await t.app.inject({ url: '/api/v1/chart/99999999999', headers: admin })).statusCode).toBe(404);
    const bigFilter = await t.app.inject({
      url: '/api/v1/chart/?q=(filters:!((col:id,opr:eq,value:99999999999)))',
      headers: admin,
    });
    expect(bigFilter.statusCode).toBe(400);
  });

  it('creates a chart owned by its creator', async () => {
    // Linking a chart changes the dashboard: Alpha links it to a dashboard Alpha owns.
    const board = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: alpha,
      payload: { dashboard_title: 'Alpha board' },
    });
    const boardId = board.json().id as number;
    const { id, result } = await createChart(alpha, { slice_name: 'Created', dashboards: [boardId] });
    expect(result).toMatchObject({
      id,
      slice_name: 'Created',
      owners: [{ id: alphaId }],
      dashboards: [{ id: boardId }],
    });
  });

  it('answers 422 for invalid values and 400 for a non-JSON body', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: { viz_type: 'table' },
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().message)).toEqual(
      expect.arrayContaining(['slice_name', 'datasource_id']),
    );
    const wrongDatasource = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: { slice_name: 'x', viz_type: 'table', datasource_id: 99999 },
    });
    expect(wrongDatasource.statusCode).toBe(422);
    expect(wrongDatasource.json()).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });
    const badParams = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: { slice_name: 'x', viz_type: 'table', datasource_id: seeded.datasetId, params: '{nope' },
    });
    expect(badParams.json()).toEqual({ message: { params: ['JSON not valid'] } });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"slice_name": ',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('updates partially; owners are replaced', async () => {
    const { id } = await createChart(alpha, { description: 'keep me' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/chart/${id}`,
      headers: alpha,
      payload: { slice_name: 'Renamed' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ slice_name: 'Renamed', description: 'keep me' });
    const adminUser = (await t.signIn('admin')).user;
    const owners = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/chart/${id}`,
      headers: admin,
      payload: { owners: [adminUser.id] },
    });
    expect(owners.json().result.owners.map((o: { id: number }) => o.id)).toEqual([adminUser.id]);
    // alfie is no longer an owner, so can no longer edit it.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/chart/${id}`,
          headers: alpha,
          payload: { slice_name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses writes without permission or ownership', async () => {
    const { id } = await createChart(alpha);
    const gammaDelete = await t.app.inject({ method: 'DELETE', url: `/api/v1/chart/${id}`, headers: gamma });
    expect(gammaDelete.statusCode).toBe(403);
    expect(gammaDelete.json()).toEqual({ message: 'Forbidden' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/chart/${id}` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/chart/${id}`,
          headers: gamma,
          payload: { slice_name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    // Examples have no owners: only admins may change them.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/chart/${seeded.chartIds[0]}`, headers: alpha }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes one and bulk-deletes several in one go', async () => {
    const a = await createChart(alpha);
    const b = await createChart(alpha);
    const c = await createChart(alpha);
    const one = await t.app.inject({ method: 'DELETE', url: `/api/v1/chart/${a.id}`, headers: alpha });
    expect(one.json()).toEqual({ message: 'OK' });
    expect((await t.app.inject({ url: `/api/v1/chart/${a.id}`, headers: alpha })).statusCode).toBe(404);
    // One missing id: nothing is deleted.
    const partial = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/chart/?q=!(${b.id},999999)`,
      headers: alpha,
    });
    expect(partial.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/chart/${b.id}`, headers: alpha })).statusCode).toBe(200);
    const bulk = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/chart/?q=!(${b.id},${c.id})`,
      headers: alpha,
    });
    expect(bulk.json()).toEqual({ message: 'Deleted 2 charts' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/chart/?q=!(a)', headers: alpha })).statusCode,
    ).toBe(400);
    // Past the 32-bit id columns: 400 on every metadata store (PostgreSQL would refuse the parameter).
    for (const url of [
      '/api/v1/chart/?q=!(99999999999)',
      '/api/v1/chart/favorite_status/?q=!(99999999999)',
    ]) {
      const method = url.includes('favorite_status') ? 'GET' : 'DELETE';
      expect((await t.app.inject({ method, url, headers: alpha })).statusCode).toBe(400);
    }
  });
});

describe('chart _info, related, favorites', () => {
  it('lists the caller’s permissions on Chart', async () => {
    const gammaInfo = (
      await t.app.inject({ url: '/api/v1/chart/_info?q=(keys:!(permissions))', headers: gamma })
    ).json();
    expect(gammaInfo.permissions).toContain('can_read');
    const adminInfo = (
      await t.app.inject({ url: '/api/v1/chart/_info?q=(keys:!(permissions))', headers: admin })
    ).json();
    expect(adminInfo.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect((await t.app.inject({ url: '/api/v1/chart/_info' })).statusCode).toBe(401);
  });

  it('searches related owners', async () => {
    const response = await t.app.inject({
      url: `/api/v1/chart/related/owners?q=${q({ filter: 'alpha', page: 0, page_size: 25 })}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 1,
      result: [{ value: alphaId, text: 'Test Alpha', extra: { email: 'alfie@example.com', active: true } }],
    });
    expect((await t.app.inject({ url: '/api/v1/chart/related/params', headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('favorites a chart, reports status, lists favorites and unfavorites', async () => {
    const id = seeded.chartIds[1] as number;
    const add = await t.app.inject({ method: 'POST', url: `/api/v1/chart/${id}/favorites/`, headers: gamma });
    expect(add.json()).toEqual({ result: 'OK' });
    const status = (
      await t.app.inject({
        url: `/api/v1/chart/favorite_status/?q=!(${id},${seeded.chartIds[0]})`,
        headers: gamma,
      })
    ).json();
    expect(status).toEqual({
      result: [
        { id, value: true },
        { id: seeded.chartIds[0], value: false },
      ],
    });
    const favorites = (
      await t.app.inject({
        url: `/api/v1/chart/?q=${q({ filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }] })}`,
        headers: gamma,
      })
    ).json();
    expect(favorites.ids).toEqual([id]);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/chart/${id}/favorites/`, headers: gamma });
    const after = (
      await t.app.inject({ url: `/api/v1/chart/favorite_status/?q=!(${id})`, headers: gamma })
    ).json();
    expect(after.result).toEqual([{ id, value: false }]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/chart/999999/favorites/', headers: gamma }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/chart/favorite_status/?q=!(${id})` })).statusCode).toBe(401);
  });

  it('supports the legacy favstar URL', async () => {
    const id = seeded.chartIds[0] as number;
    expect(
      (await t.app.inject({ url: `/superset/favstar/slice/${id}/select/`, headers: gamma })).json(),
    ).toEqual({ count: 1 });
    expect(
      (await t.app.inject({ url: `/superset/favstar/slice/${id}/count/`, headers: gamma })).json(),
    ).toEqual({ count: 1 });
    expect(
      (await t.app.inject({ url: `/superset/favstar/slice/${id}/unselect/`, headers: gamma })).json(),
    ).toEqual({ count: 0 });
    expect(
      (await t.app.inject({ url: `/superset/favstar/nope/${id}/select/`, headers: gamma })).statusCode,
    ).toBe(404);
  });
});

describe('chart writes from a browser session', () => {
  it('need the CSRF token with the session cookie', async () => {
    const session = await t.signInWithCookie('alfie');
    const { id } = await createChart(alpha);
    const withoutToken = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/chart/${id}`,
      headers: { cookie: session.cookie },
    });
    expect(withoutToken.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/chart/${id}`, headers: alpha })).statusCode).toBe(200);
    const withToken = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/chart/${id}`,
      headers: session.headers,
    });
    expect(withToken.json()).toEqual({ message: 'OK' });
  });
});
