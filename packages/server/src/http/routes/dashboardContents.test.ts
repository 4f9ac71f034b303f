import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  setUpResourceTests,
  signInWithoutDatasetAccess,
  type SeededContent,
} from '../../testing/resourceTestContent.js';
import {
  createDashboard,
  layoutText,
  seedMixedDashboard,
  signInAsDashboardViewer,
  type DashboardTestContent,
} from '../../testing/dashboardTestContent.js';

let t: TestApp;
let seeded: SeededContent;
let mixed: DashboardTestContent;
let admin: Record<string, string>;
let gamma: Record<string, string>;

beforeAll(async () => {
  ({ t, seeded, admin, gamma } = await setUpResourceTests({ alpha: 'abe', gamma: 'gia' }));
  mixed = await seedMixedDashboard(t, seeded);
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ url, headers });

describe('GET /api/v1/dashboard/{id_or_slug}/charts', () => {
  it('answers ChartEntityResponseSchema items whose form data name the chart, its type and dataset', async () => {
    const response = await get('/api/v1/dashboard/births/charts', gamma);
    expect(response.statusCode).toBe(200);
    const [chart] = response.json().result;
    expect(chart).toMatchObject({
      id: seeded.chartIds[0],
      slice_name: 'Births by state',
      slice_url: `/explore/?slice_id=${seeded.chartIds[0]}`,
      cache_timeout: null,
      certified_by: null,
      certification_details: null,
      description: null,
      description_markeddown: '',
      form_data: {
        slice_id: seeded.chartIds[0],
        viz_type: 'table',
        datasource: `${seeded.datasetId}__table`,
        groupby: ['state'],
        metrics: ['count'],
      },
    });
    expect(Date.parse(chart.changed_on)).not.toBeNaN();
  });

  it('lists every chart the layout places, each dataset once', async () => {
    const id = await createDashboard(t, admin, {
      dashboard_title: 'Both',
      position_json: layoutText(seeded.chartIds),
      published: true,
    });
    const charts = (await get(`/api/v1/dashboard/${id}/charts`, gamma)).json();
    expect(charts.result.map((c: { id: number }) => c.id).sort()).toEqual([...seeded.chartIds].sort());
    const datasets = (await get(`/api/v1/dashboard/${id}/datasets`, gamma)).json();
    expect(datasets.result.map((d: { id: number }) => d.id)).toEqual([seeded.datasetId]);
  });

  it('answers 401, 403 without can_read on Dashboard, 404 for an unknown dashboard', async () => {
    expect((await get('/api/v1/dashboard/births/charts')).statusCode).toBe(401);
    const outsider = await signInWithoutDatasetAccess(t, 'sid');
    expect((await get('/api/v1/dashboard/births/charts', outsider)).statusCode).toBe(403);
    expect((await get('/api/v1/dashboard/999999/charts', gamma)).statusCode).toBe(404);
    expect((await get('/api/v1/dashboard/99999999999/charts', gamma)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/dashboard/{id_or_slug}/datasets', () => {
  it('answers DashboardDatasetSchema items', async () => {
    const response = await get(`/api/v1/dashboard/mixed/datasets`, gamma);
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.map((d: { table_name: string }) => d.table_name)).toEqual(['births', 'orders']);
    const orders = result[1];
    expect(orders).toMatchObject({
      id: mixed.ordersDatasetId,
      uid: `${mixed.ordersDatasetId}__table`,
      type: 'table',
      datasource_name: 'orders',
      name: 'main.orders',
      schema: 'main',
      table_name: 'orders',
      main_dttm_col: 'order_date',
      database: { id: seeded.databaseId, name: 'examples', backend: 'sqlite' },
      granularity_sqla: [['order_date', 'order_date']],
      verbose_map: { order_date: 'order_date', region: 'Region', sales: 'sales', revenue: 'Revenue' },
      column_formats: { revenue: '$,.2f' },
      currency_formats: {},
      column_types: [2, 1, 0],
      filter_select: true,
      filter_select_enabled: true,
      is_sqllab_view: false,
      perm: `[examples].[orders](id:${mixed.ordersDatasetId})`,
      edit_url: `/tablemodelview/edit/${mixed.ordersDatasetId}`,
    });
    expect(orders.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'order_date',
      'region',
      'sales',
    ]);
    expect(orders.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['revenue', 'count']);
    expect(orders.time_grain_sqla).toContainEqual(['P1D', 'Day']);
    expect(orders.order_by_choices.slice(0, 2)).toEqual([
      ['["order_date",true]', 'order_date [asc]'],
      ['["order_date",false]', 'order_date [desc]'],
    ]);
  });

  it('leaves out the datasets whose data the user may not read', async () => {
    const viewer = await signInAsDashboardViewer(t, 'vic', [seeded.datasetId]);
    const datasets = (await get('/api/v1/dashboard/mixed/datasets', viewer)).json();
    expect(datasets.result.map((d: { id: number }) => d.id)).toEqual([seeded.datasetId]);
    // The charts stay listed: their data calls answer 403, which the dashboard shows per chart.
    const charts = (await get('/api/v1/dashboard/mixed/charts', viewer)).json();
    expect(charts.result.map((c: { id: number }) => c.id)).toEqual([seeded.chartIds[0], mixed.ordersChartId]);
    // Without access to any of its data, the dashboard itself is hidden.
    const none = await signInAsDashboardViewer(t, 'val', []);
    expect((await get('/api/v1/dashboard/mixed/datasets', none)).statusCode).toBe(403);
  });

  it('answers 401, 403 without can_read on Dashboard, 404 for an unknown dashboard', async () => {
    expect((await get('/api/v1/dashboard/mixed/datasets')).statusCode).toBe(401);
    const outsider = await signInWithoutDatasetAccess(t, 'sal');
    expect((await get('/api/v1/dashboard/mixed/datasets', outsider)).statusCode).toBe(403);
    expect((await get('/api/v1/dashboard/no-such/datasets', gamma)).statusCode).toBe(404);
  });
});
