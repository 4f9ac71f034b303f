import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataDb } from '../repos/metadataDb.js';
import { openTestMetadataDb } from '../testing/testMetadataDb.js';
import { createSecretBox } from '../secrets.js';
import { createExampleContentWriter } from './exampleContentWriter.js';

let db: MetadataDb;
let close: () => Promise<void>;
const secrets = createSecretBox('example-writer-test-key');

beforeAll(async () => {
  ({ db, close } = await openTestMetadataDb());
});
afterAll(() => close());

async function loadAll() {
  const writer = createExampleContentWriter({ db, secrets });
  const databaseId = await writer.upsertDatabase({
    uuid: 'db-uuid',
    database_name: 'examples',
    sqlalchemy_uri: 'postgresql://reader:pw@localhost/examples',
    expose_in_sqllab: true,
    allow_dml: false,
  });
  const datasetId = await writer.upsertDataset({
    uuid: 'ds-uuid',
    databaseId,
    schema: 'main',
    table_name: 'orders',
    columns: [
      {
        column_name: 'order_date',
        type: 'DATE',
        type_generic: 2,
        is_dttm: true,
        groupby: true,
        filterable: true,
      },
    ],
    metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  });
  const chartId = await writer.upsertChart({
    uuid: 'ch-uuid',
    slice_name: 'Orders',
    viz_type: 'table',
    datasetId,
    params: { row_limit: 10 },
  });
  const dashboardId = await writer.upsertDashboard({
    uuid: 'da-uuid',
    dashboard_title: 'Sales',
    slug: 'sales',
    published: true,
    chartIds: [chartId],
    position_json: { DASHBOARD_VERSION_KEY: 'v2' },
    json_metadata: { color_scheme: 'supersetColors' },
  });
  return { databaseId, datasetId, chartId, dashboardId };
}

async function snapshot() {
  return {
    dbs: await db.selectFrom('dbs').selectAll().execute(),
    tables: await db.selectFrom('tables').selectAll().execute(),
    columns: await db.selectFrom('table_columns').selectAll().execute(),
    metrics: await db.selectFrom('sql_metrics').selectAll().execute(),
    slices: await db.selectFrom('slices').selectAll().execute(),
    dashboards: await db.selectFrom('dashboards').selectAll().execute(),
    links: await db.selectFrom('dashboard_slices').selectAll().execute(),
    owners: await db.selectFrom('owners').selectAll().execute(),
  };
}

describe('createExampleContentWriter', () => {
  it('stores examples without owners, with the datasource in chart params and chart links', async () => {
    const ids = await loadAll();
    const state = await snapshot();
    expect(state.owners).toEqual([]);
    expect(state.dbs[0]?.sqlalchemy_uri).toBe('postgresql://reader:XXXXXXXXXX@localhost/examples');
    expect(secrets.decrypt(state.dbs[0]?.password_encrypted as string)).toBe('pw');
    expect(JSON.parse(state.slices[0]?.params as string)).toEqual({
      row_limit: 10,
      viz_type: 'table',
      datasource: `${ids.datasetId}__table`,
    });
    expect(state.links).toEqual([{ dashboard_id: ids.dashboardId, slice_id: ids.chartId }]);
    expect(JSON.parse(state.dashboards[0]?.position_json as string)).toEqual({ DASHBOARD_VERSION_KEY: 'v2' });
    expect(state.columns.map((c) => [c.column_name, c.is_dttm, c.type_generic])).toEqual([
      ['order_date', 1, 2],
    ]);
  });

  it('is idempotent: loading again returns the same ids and changes nothing', async () => {
    const before = await snapshot();
    const first = await db.selectFrom('slices').select('id').executeTakeFirstOrThrow();
    const ids = await loadAll();
    expect(ids.chartId).toBe(first.id);
    const after = await snapshot();
    // The sealed password is re-encrypted with a fresh nonce; everything else is identical.
    expect({ ...after, dbs: after.dbs.map((d) => ({ ...d, password_encrypted: null })) }).toEqual({
      ...before,
      dbs: before.dbs.map((d) => ({ ...d, password_encrypted: null })),
    });
  });
});
