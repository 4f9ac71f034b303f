import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExploreDatasource } from '@sightline/core';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  setUpResourceTests,
  signInWithoutDatasetAccess,
  type SeededContent,
} from '../../testing/resourceTestContent.js';

/** The legacy datasource views: get, fetch_datasource_metadata and the Edit dataset modal's save. */

let t: TestApp;
let seeded: SeededContent;
let admin: Record<string, string>;
let alpha: Record<string, string>;
let alphaId: number;
let gamma: Record<string, string>;
let outsider: Record<string, string>;
/** A dataset the Alpha user owns. */
let ownedId: number;

beforeAll(async () => {
  ({ t, seeded, admin, alpha, alphaId, gamma } = await setUpResourceTests({ alpha: 'amy', gamma: 'gabe' }));
  outsider = await signInWithoutDatasetAccess(t, 'sue');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: alpha,
    payload: { database: seeded.databaseId, schema: 'main', table_name: 'orders' },
  });
  ownedId = created.json().id;
});
afterAll(() => t.close());

const getDatasource = (id: number, headers?: Record<string, string>) =>
  t.app.inject({ url: `/datasource/get/table/${id}/`, headers });

async function loaded(id: number): Promise<ExploreDatasource> {
  return (await getDatasource(id, alpha)).json();
}

const save = (headers: Record<string, string>, data: unknown) =>
  t.app.inject({ method: 'POST', url: '/datasource/save/', headers, payload: { data } });

describe('GET /datasource/get/{type}/{id}/ and /superset/fetch_datasource_metadata', () => {
  it('answer the dataset as explore reads it, without an envelope', async () => {
    const response = await getDatasource(seeded.datasetId, gamma);
    expect(response.statusCode).toBe(200);
    const datasource = response.json();
    expect(datasource).toMatchObject({
      id: seeded.datasetId,
      uid: `${seeded.datasetId}__table`,
      table_name: 'births',
    });
    const metadata = await t.app.inject({
      url: `/superset/fetch_datasource_metadata?datasourceKey=${seeded.datasetId}__table`,
      headers: gamma,
    });
    expect(metadata.json()).toEqual(datasource);
    const owned = await loaded(ownedId);
    expect(owned.owners).toEqual([{ id: alphaId, first_name: 'Test', last_name: 'Alpha', username: 'amy' }]);
  });

  it('answer 401, 403, 404 and 400 for a bad datasourceKey', async () => {
    expect((await getDatasource(seeded.datasetId)).statusCode).toBe(401);
    expect((await getDatasource(seeded.datasetId, outsider)).statusCode).toBe(403);
    for (const url of [
      '/datasource/get/table/424242/',
      '/datasource/get/druid/1/',
      '/datasource/get/table/x/',
    ])
      expect((await t.app.inject({ url, headers: gamma })).statusCode, url).toBe(404);
    for (const key of ['', 'abc', '1__druid'])
      expect(
        (
          await t.app.inject({
            url: `/superset/fetch_datasource_metadata?datasourceKey=${key}`,
            headers: gamma,
          })
        ).statusCode,
      ).toBe(400);
  });
});

describe('POST /datasource/save/', () => {
  it('saves fields, columns with certification, calculated columns and metrics in one go', async () => {
    const current = await loaded(ownedId);
    const data = {
      ...current,
      description: 'All orders',
      cache_timeout: '',
      filter_select: false,
      extra: { warning_markdown: 'Sales are in *EUR*' },
      owners: [alphaId],
      columns: [
        ...current.columns.map((c) =>
          c.column_name === 'region'
            ? { ...c, certified_by: 'Ops', certification_details: 'Audited', warning_markdown: 'Old regions' }
            : c,
        ),
        { column_name: 'big_sale', expression: 'sales > 100', type: 'BOOLEAN', type_generic: 3 },
      ],
      metrics: [
        {
          metric_name: 'revenue',
          expression: 'SUM(sales)',
          verbose_name: 'Revenue',
          currency: { symbol: 'EUR', symbolPosition: 'suffix' },
          certified_by: 'Finance',
        },
      ],
    };
    const response = await save(alpha, JSON.stringify(data));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      id: ownedId,
      description: 'All orders',
      cache_timeout: null,
      filter_select: false,
      owners: [{ id: alphaId, username: 'amy' }],
      verbose_map: { revenue: 'Revenue' },
    });
    expect(JSON.parse(saved.extra)).toEqual({ warning_markdown: 'Sales are in *EUR*' });
    const region = saved.columns.find((c: { column_name: string }) => c.column_name === 'region');
    expect(region).toMatchObject({
      certified_by: 'Ops',
      certification_details: 'Audited',
      warning_markdown: 'Old regions',
    });
    expect(JSON.parse(region.extra)).toEqual({
      certification: { certified_by: 'Ops', details: 'Audited' },
      warning_markdown: 'Old regions',
    });
    expect(saved.columns.find((c: { column_name: string }) => c.column_name === 'big_sale')).toMatchObject({
      expression: 'sales > 100',
    });
    expect(
      saved.columns.find((c: { column_name: string }) => c.column_name === 'sales').expression,
    ).toBeNull();
    expect(saved.metrics).toEqual([
      expect.objectContaining({
        metric_name: 'revenue',
        currency: { symbol: 'EUR', symbolPosition: 'suffix' },
        certified_by: 'Finance',
        is_certified: true,
      }),
    ]);
    expect(await loaded(ownedId)).toEqual(saved);
  });

  it('accepts the form-urlencoded `data` field and clears certification', async () => {
    const current = await loaded(ownedId);
    const columns = current.columns.map((c) => ({ ...c, certified_by: null, certification_details: null }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/datasource/save',
      headers: { ...alpha, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data: JSON.stringify({ ...current, columns }) }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const region = response.json().columns.find((c: { column_name: string }) => c.column_name === 'region');
    expect(region).toMatchObject({ certified_by: null, warning_markdown: 'Old regions' });
  });

  it('lets only owners and admins save, with a clear 403', async () => {
    const births = await loaded(seeded.datasetId);
    const refused = await save(alpha, { ...births, description: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Changing this dataset is forbidden' });
    expect((await save(gamma, { id: ownedId })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/datasource/save/', payload: { data: { id: 1 } } }))
        .statusCode,
    ).toBe(401);
    const byAdmin = await save(admin, { id: seeded.datasetId, description: 'Births per state' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().description).toBe('Births per state');
  });

  it('refuses externally managed datasets with the spec’s message', async () => {
    await t.deps.db
      .updateTable('tables')
      .set({ is_managed_externally: 1 })
      .where('id', '=', seeded.datasetId)
      .execute();
    try {
      const response = await save(admin, { id: seeded.datasetId, description: 'x' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: "This dataset is managed externally, and can't be edited in Superset",
      });
    } finally {
      await t.deps.db
        .updateTable('tables')
        .set({ is_managed_externally: 0 })
        .where('id', '=', seeded.datasetId)
        .execute();
    }
  });

  it('answers 422 for duplicate names and invalid fields, 400 for bad JSON, 404 for unknown datasets', async () => {
    const current = await loaded(ownedId);
    const dupColumns = await save(alpha, { ...current, columns: [...current.columns, current.columns[0]] });
    expect(dupColumns.statusCode).toBe(422);
    expect(dupColumns.json().message.columns[0]).toContain('duplicated');
    const metric = { metric_name: 'm', expression: 'COUNT(*)' };
    const dupMetrics = await save(alpha, { id: ownedId, metrics: [metric, metric] });
    expect(dupMetrics.statusCode).toBe(422);
    expect(dupMetrics.json().message.metrics[0]).toContain('duplicated');
    expect((await save(alpha, { id: ownedId, offset: 'soon' })).statusCode).toBe(422);
    for (const extra of ['{nope', '[1]'])
      expect((await save(alpha, { id: ownedId, columns: [{ column_name: 'a', extra }] })).statusCode).toBe(
        422,
      );
    expect((await save(alpha, { description: 'no id' })).statusCode).toBe(422);
    const badJson = await save(alpha, '{"id": ');
    expect(badJson.statusCode).toBe(400);
    const noData = await t.app.inject({
      method: 'POST',
      url: '/datasource/save/',
      headers: alpha,
      payload: {},
    });
    expect(noData.statusCode).toBe(400);
    expect(noData.json()).toEqual({ message: 'Request missing data field.' });
    expect((await save(admin, { id: 424242 })).statusCode).toBe(404);
    // Nothing was written by the refused saves.
    expect((await loaded(ownedId)).columns).toEqual(current.columns);
  });
});
