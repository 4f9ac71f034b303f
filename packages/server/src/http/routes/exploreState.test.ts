import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  setUpResourceTests,
  signInWithoutDatasetAccess,
  type SeededContent,
} from '../../testing/resourceTestContent.js';

/** Explore's shareable state: cached form data (`form_data_key`) and permalinks. */

let t: TestApp;
let seeded: SeededContent;
let alpha: Record<string, string>;
let gamma: Record<string, string>;
let outsider: Record<string, string>;

beforeAll(async () => {
  ({ t, seeded, alpha, gamma } = await setUpResourceTests({ alpha: 'abe', gamma: 'gil' }));
  outsider = await signInWithoutDatasetAccess(t, 'sid');
});
afterAll(() => t.close());

const formDataBody = (formData: Record<string, unknown>) => ({
  datasource_id: seeded.datasetId,
  datasource_type: 'table',
  form_data: JSON.stringify(formData),
});

async function postFormData(
  headers: Record<string, string>,
  body: unknown = formDataBody({ viz_type: 'pie' }),
) {
  return t.app.inject({ method: 'POST', url: '/api/v1/explore/form_data', headers, payload: body as object });
}

describe('explore form data', () => {
  it('stores form data under a key that GET, PUT and DELETE use', async () => {
    const created = await postFormData(alpha, {
      ...formDataBody({ viz_type: 'pie' }),
      chart_id: seeded.chartIds[0],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const url = `/api/v1/explore/form_data/${key}`;
    expect((await t.app.inject({ url, headers: alpha })).json()).toEqual({ form_data: '{"viz_type":"pie"}' });

    const put = await t.app.inject({
      method: 'PUT',
      url: `${url}?tab_id=2`,
      headers: alpha,
      payload: formDataBody({ viz_type: 'bar' }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ key });
    expect((await t.app.inject({ url, headers: alpha })).json().form_data).toBe('{"viz_type":"bar"}');

    const deleted = await t.app.inject({ method: 'DELETE', url, headers: alpha });
    expect(deleted.json()).toEqual({ message: 'Deleted' });
    expect((await t.app.inject({ url, headers: alpha })).statusCode).toBe(404);
  });

  it('opens explore from a form data key, falling back to the chart when the key is gone', async () => {
    const { key } = (await postFormData(gamma, formDataBody({ viz_type: 'pie', metric: 'count' }))).json();
    const context = (
      await t.app.inject({ url: `/api/v1/explore/?form_data_key=${key}`, headers: gamma })
    ).json();
    expect(context.result.form_data).toEqual({
      viz_type: 'pie',
      metric: 'count',
      datasource: `${seeded.datasetId}__table`,
    });
    const chartId = seeded.chartIds[0]!;
    const fallback = await t.app.inject({
      url: `/api/v1/explore/?form_data_key=AAAAAAAAAAAAAAAAAAAAAA&slice_id=${chartId}`,
      headers: gamma,
    });
    expect(fallback.json().result).toMatchObject({
      message: 'Form data not found in cache, reverting to chart metadata.',
      form_data: { slice_id: chartId, viz_type: 'table' },
    });
  });

  it('lets others read a key but only its writer change or delete it', async () => {
    const { key } = (await postFormData(alpha)).json();
    const url = `/api/v1/explore/form_data/${key}`;
    expect((await t.app.inject({ url, headers: gamma })).statusCode).toBe(200);
    const put = await t.app.inject({ method: 'PUT', url, headers: gamma, payload: formDataBody({}) });
    expect(put.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: gamma })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: outsider })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await postFormData(outsider)).statusCode).toBe(403);
    expect((await postFormData({})).statusCode).toBe(401);
  });

  it('refuses malformed bodies, unknown datasets and unknown keys', async () => {
    const missing = await postFormData(alpha, { datasource_id: seeded.datasetId });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().message)).toEqual(
      expect.arrayContaining(['datasource_type', 'form_data']),
    );
    const notJson = await postFormData(alpha, { ...formDataBody({}), form_data: '{nope' });
    expect(notJson.json()).toEqual({ message: { form_data: ['JSON not valid'] } });
    expect((await postFormData(alpha, { ...formDataBody({}), datasource_id: 424242 })).statusCode).toBe(404);
    expect((await postFormData(alpha, { ...formDataBody({}), chart_id: 424242 })).statusCode).toBe(404);
    for (const key of ['nope', 'AAAAAAAAAAAAAAAAAAAAAA']) {
      const url = `/api/v1/explore/form_data/${key}`;
      expect((await t.app.inject({ url, headers: alpha })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'PUT', url, headers: alpha, payload: formDataBody({}) })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url, headers: alpha })).statusCode).toBe(404);
    }
  });

  it('treats expired entries as gone', async () => {
    const { key } = (await postFormData(alpha)).json();
    await t.deps.db.updateTable('key_value').set({ expires_on: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await t.app.inject({ url: `/api/v1/explore/form_data/${key}`, headers: alpha })).statusCode).toBe(
      404,
    );
  });
});

describe('explore permalinks', () => {
  const state = () => ({
    formData: { datasource: `${seeded.datasetId}__table`, viz_type: 'pie', slice_id: seeded.chartIds[0] },
    urlParams: [['standalone', '1']],
  });
  const postPermalink = (payload: unknown = state(), headers: Record<string, string> = alpha) =>
    t.app.inject({ method: 'POST', url: '/api/v1/explore/permalink', headers, payload: payload as object });

  it('stores the state and answers it under an unguessable key', async () => {
    const created = await postPermalink(state(), { ...alpha, host: 'bi.example.com' });
    expect(created.statusCode, created.body).toBe(201);
    const { key, url } = created.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`http://bi.example.com/explore/p/${key}/`);
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/explore/permalink/',
        headers: alpha,
        payload: state(),
      })
    ).json();
    expect(other.key).not.toBe(key);

    const read = await t.app.inject({ url: `/api/v1/explore/permalink/${key}`, headers: gamma });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      chartId: seeded.chartIds[0],
      datasourceId: seeded.datasetId,
      datasourceType: 'table',
      datasource: `${seeded.datasetId}__table`,
      state: state(),
    });
  });

  it('opens explore from a permalink with its chart and url params', async () => {
    const { key } = (await postPermalink()).json();
    const { result } = (
      await t.app.inject({ url: `/api/v1/explore/?permalink_key=${key}`, headers: gamma })
    ).json();
    expect(result.form_data).toMatchObject({
      viz_type: 'pie',
      slice_id: seeded.chartIds[0],
      groupby: ['state'],
      url_params: { standalone: '1' },
    });
    expect(result.slice.slice_id).toBe(seeded.chartIds[0]);
    expect(result.dataset.id).toBe(seeded.datasetId);
  });

  it('answers 404 for unknown keys, 401 signed out, 403 without access to the dataset', async () => {
    const { key } = (await postPermalink()).json();
    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAA', 'x', '..%2F..'])
      expect(
        (await t.app.inject({ url: `/api/v1/explore/permalink/${unknown}`, headers: alpha })).statusCode,
      ).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/explore/permalink/${key}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/v1/explore/permalink/${key}`, headers: outsider })).statusCode,
    ).toBe(403);
    expect((await postPermalink(state(), outsider)).statusCode).toBe(403);
  });

  it('refuses a malformed body', async () => {
    expect((await postPermalink({ urlParams: [] })).statusCode).toBe(422);
    expect((await postPermalink({ formData: { viz_type: 'pie' } })).statusCode).toBe(422);
    const badDatasource = await postPermalink({ formData: { datasource: 'abc' } });
    expect(badDatasource.statusCode).toBe(422);
    expect(badDatasource.json().message).toHaveProperty(['formData.datasource']);
    expect(
      (await postPermalink({ formData: { datasource: `${seeded.datasetId}__table` }, urlParams: 'a=1' }))
        .statusCode,
    ).toBe(422);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/explore/permalink',
      headers: { ...alpha, 'content-type': 'application/json' },
      payload: '{"formData": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await postPermalink({ formData: { datasource: '424242__table' } })).statusCode).toBe(404);
  });
});
