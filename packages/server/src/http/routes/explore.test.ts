import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  setUpResourceTests,
  signInWithoutDatasetAccess,
  type SeededContent,
} from '../../testing/resourceTestContent.js';

let t: TestApp;
let seeded: SeededContent;
let admin: Record<string, string>;
let alpha: Record<string, string>;
let gamma: Record<string, string>;
/** A user without access to any dataset (SQL Lab only). */
let outsider: Record<string, string>;

beforeAll(async () => {
  ({ t, seeded, admin, alpha, gamma } = await setUpResourceTests({ alpha: 'ari', gamma: 'gia' }));
  outsider = await signInWithoutDatasetAccess(t, 'sol');
});
afterAll(() => t.close());

const explore = (query: string, headers: Record<string, string> = gamma) =>
  t.app.inject({ url: `/api/v1/explore/${query}`, headers });

describe('GET /api/v1/explore/ for a dataset', () => {
  it('answers the dataset as explore reads it and a new table chart with no time filter', async () => {
    const response = await explore(`?datasource_type=table&datasource_id=${seeded.datasetId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json();
    expect(result.form_data).toEqual({
      datasource: `${seeded.datasetId}__table`,
      viz_type: 'table',
      time_range: 'No filter',
    });
    expect(result.slice).toBeNull();
    expect(result.message).toBeNull();
    expect(result.dataset).toMatchObject({
      id: seeded.datasetId,
      uid: `${seeded.datasetId}__table`,
      type: 'table',
      datasource_name: 'births',
      name: 'main.births',
      table_name: 'births',
      schema: 'main',
      sql: null,
      database: { id: seeded.databaseId, database_name: 'examples', backend: 'sqlite' },
      owners: [],
      main_dttm_col: 'ds',
      granularity_sqla: [['ds', 'ds']],
      verbose_map: { ds: 'ds', state: 'state', num: 'num', count: 'count' },
      filter_select: true,
      health_check_message: null,
      is_managed_externally: false,
      edit_url: `/tablemodelview/edit/${seeded.datasetId}`,
      url: `/explore/?datasource_type=table&datasource_id=${seeded.datasetId}`,
    });
    expect(result.dataset.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'ds',
      'state',
      'num',
    ]);
    expect(result.dataset.metrics).toEqual([
      expect.objectContaining({ metric_name: 'count', expression: 'COUNT(*)', is_certified: false }),
    ]);
    expect(result.dataset.time_grain_sqla).toContainEqual(['P1D', 'Day']);
    expect(result.dataset.time_grain_sqla).toContainEqual(['P3M', 'Quarter']);
  });

  it('accepts dataset_id for datasource_id, and the trailing-slash-free path', async () => {
    const response = await t.app.inject({
      url: `/api/v1/explore?dataset_id=${seeded.datasetId}`,
      headers: gamma,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.form_data.datasource).toBe(`${seeded.datasetId}__table`);
  });

  it('lifts certification and warnings out of the columns’ and metrics’ extra JSON', async () => {
    const certified = JSON.stringify({
      certification: { certified_by: 'Data team', details: 'Checked daily' },
      warning_markdown: 'Counts *rows*',
    });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dataset/${seeded.datasetId}`,
      headers: admin,
      payload: {
        columns: [
          { column_name: 'ds', type: 'TEXT', type_generic: 2, is_dttm: true, verbose_name: 'Day' },
          { column_name: 'state', type: 'TEXT', type_generic: 1, extra: certified },
          { column_name: 'num', type: 'INTEGER', type_generic: 0 },
        ],
        metrics: [{ metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'Rows', extra: certified }],
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const { dataset } = (await explore(`?datasource_id=${seeded.datasetId}`)).json().result;
    expect(dataset.columns.find((c: { column_name: string }) => c.column_name === 'state')).toMatchObject({
      certified_by: 'Data team',
      certification_details: 'Checked daily',
      warning_markdown: 'Counts *rows*',
    });
    expect(dataset.metrics[0]).toMatchObject({
      certified_by: 'Data team',
      certification_details: 'Checked daily',
      warning_markdown: 'Counts *rows*',
      is_certified: true,
    });
    expect(dataset.verbose_map).toMatchObject({ ds: 'Day', count: 'Rows' });
    expect(dataset.granularity_sqla).toEqual([['ds', 'Day']]);
  });
});

describe('GET /api/v1/explore/ for a saved chart', () => {
  it('answers the chart’s params as form data and the chart as slice', async () => {
    const chartId = seeded.chartIds[0]!;
    const response = await explore(`?slice_id=${chartId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json();
    expect(result.form_data).toEqual({
      groupby: ['state'],
      metrics: ['count'],
      slice_id: chartId,
      viz_type: 'table',
      datasource: `${seeded.datasetId}__table`,
    });
    expect(result.slice).toMatchObject({
      slice_id: chartId,
      slice_name: 'Births by state',
      viz_type: 'table',
      datasource: `${seeded.datasetId}__table`,
      owners: [],
      dashboards: [{ id: seeded.dashboardId, dashboard_title: 'Births' }],
      is_managed_externally: false,
    });
    expect(result.slice.form_data).toEqual(result.form_data);
    expect(result.dataset.id).toBe(seeded.datasetId);
  });

  it('lists owners as user ids and counts the view in recent activity', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: alpha,
      payload: {
        slice_name: 'Mine',
        viz_type: 'pie',
        datasource_id: seeded.datasetId,
        params: '{"metric":"count"}',
      },
    });
    const { id } = created.json();
    const me = (await t.app.inject({ url: '/api/v1/me/', headers: alpha })).json().result;
    const { result } = (await explore(`?slice_id=${id}`, alpha)).json();
    expect(result.slice.owners).toEqual([me.id]);
    expect(result.form_data).toMatchObject({ metric: 'count', viz_type: 'pie', slice_id: id });
    const activity = (
      await t.app.inject({ url: `/api/v1/log/recent_activity/${me.id}/`, headers: alpha })
    ).json();
    expect(activity.result[0]).toMatchObject({ item_title: 'Mine', item_type: 'slice' });
  });

  it('answers dataset null with a message when the chart’s dataset is gone', async () => {
    const dataset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: seeded.databaseId, schema: 'main', table_name: 'orders' },
    });
    const datasetId = dataset.json().id;
    const chart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: { slice_name: 'Orphan', viz_type: 'table', datasource_id: datasetId },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/v1/dataset/${datasetId}`, headers: admin });
    // Admin: a chart without a dataset is hidden from users who read only granted datasets.
    const response = await explore(`?slice_id=${chart.json().id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      dataset: null,
      message: 'The dataset linked to this chart may have been deleted.',
      slice: { slice_name: 'Orphan' },
      form_data: { datasource: `${datasetId}__table`, viz_type: 'table' },
    });
  });
});

describe('GET /api/v1/explore/ errors', () => {
  it('answers 400 with the spec’s message when neither a dataset nor a chart is named', async () => {
    for (const query of ['', '?datasource_type=table', '?form_data_key=AAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await explore(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({
        message: 'The URL is missing the dataset_id or slice_id parameters.',
      });
    }
  });

  it('answers 400 for ids that are not ids and unsupported datasource types', async () => {
    expect((await explore('?slice_id=abc')).statusCode).toBe(400);
    expect((await explore('?datasource_id=1.5')).statusCode).toBe(400);
    expect((await explore(`?datasource_id=${seeded.datasetId}&datasource_type=druid`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown chart or permalink, 401 when signed out, 403 without access', async () => {
    expect((await explore('?slice_id=424242')).statusCode).toBe(404);
    expect((await explore('?permalink_key=AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/explore/?slice_id=${seeded.chartIds[0]}` })).statusCode).toBe(
      401,
    );
    const noChart = await explore(`?slice_id=${seeded.chartIds[0]}`, outsider);
    expect(noChart.statusCode).toBe(403);
    expect((await explore(`?datasource_id=${seeded.datasetId}`, outsider)).statusCode).toBe(403);
  });
});
