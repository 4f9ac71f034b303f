import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { setUpResourceTests, type SeededContent } from '../../testing/resourceTestContent.js';

/**
 * The writes explore's save modal and chart properties make: a chart created or overwritten with every
 * field the modal sends, a new dashboard from a title alone, and the chart added to dashboards.
 */

let t: TestApp;
let seeded: SeededContent;
let gamma: Record<string, string>;
let gammaId: number;

beforeAll(async () => {
  ({ t, seeded } = await setUpResourceTests({ alpha: 'ann', gamma: 'gary' }));
  const signedIn = await t.signIn('gary');
  gamma = signedIn.headers;
  gammaId = signedIn.user.id;
});
afterAll(() => t.close());

const queryContext = (datasetId: number) =>
  JSON.stringify({ datasource: { id: datasetId, type: 'table' }, queries: [{ metrics: ['count'] }] });

const postChart = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/chart/', headers: gamma, payload });

async function newDashboard(title: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/',
    headers: gamma,
    payload: { dashboard_title: title },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; result: Record<string, unknown> };
}

describe('explore save modal writes', () => {
  it('creates a dashboard from its title alone, owned by its creator', async () => {
    const { id, result } = await newDashboard('Sales overview');
    expect(result).toMatchObject({ dashboard_title: 'Sales overview', owners: [{ id: gammaId }] });
    const read = await t.app.inject({ url: `/api/v1/dashboard/${id}`, headers: gamma });
    expect(read.json().result).toMatchObject({ dashboard_title: 'Sales overview', published: false });
  });

  it('saves a new chart with every field, on a new dashboard', async () => {
    const dashboard = await newDashboard('For the new chart');
    const fields = {
      slice_name: 'Births per state',
      viz_type: 'pie',
      datasource_id: seeded.datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ metric: 'count', groupby: ['state'] }),
      query_context: queryContext(seeded.datasetId),
      description: 'From explore',
      cache_timeout: 60,
      certified_by: 'Data team',
      certification_details: 'Reviewed',
    };
    const response = await postChart({ ...fields, owners: [gammaId], dashboards: [dashboard.id] });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    const chart = (await t.app.inject({ url: `/api/v1/chart/${id}`, headers: gamma })).json().result;
    // The chart reads back every field sent, with owners and dashboards expanded.
    expect(chart).toMatchObject({
      ...fields,
      owners: [{ id: gammaId }],
      dashboards: [{ id: dashboard.id, dashboard_title: 'For the new chart' }],
    });
    // Explore reopens it with the same form data and dashboards.
    const context = (await t.app.inject({ url: `/api/v1/explore/?slice_id=${id}`, headers: gamma })).json();
    expect(context.result.form_data).toMatchObject({ metric: 'count', groupby: ['state'], viz_type: 'pie' });
    expect(context.result.slice).toMatchObject({
      cache_timeout: 60,
      certified_by: 'Data team',
      owners: [gammaId],
      dashboards: [{ id: dashboard.id, dashboard_title: 'For the new chart' }],
    });
  });

  it('overwrites a chart and adds it to one more dashboard', async () => {
    const first = await newDashboard('First');
    const second = await newDashboard('Second');
    const created = await postChart({
      slice_name: 'Draft',
      viz_type: 'table',
      datasource_id: seeded.datasetId,
      dashboards: [first.id],
    });
    const { id } = created.json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/chart/${id}`,
      headers: gamma,
      payload: {
        slice_name: 'Final',
        viz_type: 'big_number_total',
        datasource_id: seeded.datasetId,
        datasource_type: 'table',
        params: '{"metric":"count"}',
        query_context: queryContext(seeded.datasetId),
        description: null,
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
        owners: [gammaId],
        dashboards: [first.id, second.id],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      slice_name: 'Final',
      viz_type: 'big_number_total',
      params: '{"metric":"count"}',
      cache_timeout: null,
      certified_by: null,
      dashboards: [
        { id: first.id, dashboard_title: 'First' },
        { id: second.id, dashboard_title: 'Second' },
      ],
    });
  });

  it('refuses unknown dashboards and invalid query context with 422', async () => {
    const base = { slice_name: 'x', viz_type: 'table', datasource_id: seeded.datasetId };
    const noDashboard = await postChart({ ...base, dashboards: [424242] });
    expect(noDashboard.statusCode).toBe(422);
    expect(noDashboard.json()).toEqual({ message: { dashboards: ['Dashboards do not exist'] } });
    const badContext = await postChart({ ...base, query_context: '{nope' });
    expect(badContext.json()).toEqual({ message: { query_context: ['JSON not valid'] } });
  });
});
