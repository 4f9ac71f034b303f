import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startPostgresServer, type PostgresTestServer } from '@sightline/query-engine/testing';
import { createExampleContentWriter } from '../../services/exampleContentWriter.js';
import type { TestApp } from '../../testing/createTestApp.js';
import { setUpChartDataTests, type ChartDataContent } from '../../testing/chartDataTestContent.js';

let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;
let gamma: Record<string, string>;
let sqlLab: Record<string, string>;

beforeAll(async () => {
  ({ t, content, admin, gamma, sqlLab } = await setUpChartDataTests());
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ url, headers });

describe('GET /api/v1/dataset/{pk}/samples', () => {
  it("answers the dataset's rows as one result, cached until forced", async () => {
    const first = await get(`/api/v1/dataset/${content.salesId}/samples`, gamma);
    expect(first.statusCode).toBe(200);
    const { result } = first.json();
    expect(result.colnames).toEqual(['ds', 'region', 'amount']);
    expect(result.coltypes).toEqual([2, 1, 0]);
    expect(result.rowcount).toBe(30);
    expect(result.data[0]).toEqual({
      ds: expect.any(Number),
      region: expect.any(String),
      amount: expect.any(Number),
    });
    expect((await get(`/api/v1/dataset/${content.salesId}/samples`)).json().result.is_cached).toBe(true);
    expect((await get(`/api/v1/dataset/${content.salesId}/samples?force=true`)).json().result.is_cached).toBe(
      false,
    );
  });

  it('caps the rows at the samples row limit', async () => {
    const saved = t.deps.config.samplesRowLimit;
    t.deps.config.samplesRowLimit = 4;
    try {
      const { result } = (await get(`/api/v1/dataset/${content.salesId}/samples?force=true`)).json();
      expect(result.rowcount).toBe(4);
    } finally {
      t.deps.config.samplesRowLimit = saved;
    }
  });

  it('answers 401, 403 and 404', async () => {
    expect((await get(`/api/v1/dataset/${content.salesId}/samples`, {})).statusCode).toBe(401);
    expect((await get(`/api/v1/dataset/${content.salesId}/samples`, sqlLab)).statusCode).toBe(403);
    expect((await get('/api/v1/dataset/424242/samples')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/datasource/{type}/{id}/column/{column}/values/', () => {
  it('answers the distinct values, sorted', async () => {
    const response = await get(`/api/v1/datasource/table/${content.salesId}/column/region/values/`, gamma);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: ['east', 'north', 'south'] });
  });

  it('answers temporal values as ISO datetimes', async () => {
    const { result } = (await get(`/api/v1/datasource/table/${content.salesId}/column/ds/values/`)).json();
    expect(result).toHaveLength(10);
    expect(result[0]).toBe('2024-01-01T00:00:00');
  });

  it('answers 400 for an unknown column or datasource type, 404 for an unknown datasource', async () => {
    const column = await get(`/api/v1/datasource/table/${content.salesId}/column/nope/values/`);
    expect(column.statusCode).toBe(400);
    expect(column.json()).toEqual({ message: 'Column name nope does not exist' });
    const type = await get(`/api/v1/datasource/druid/${content.salesId}/column/region/values/`);
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({ message: 'Invalid datasource type: druid' });
    expect((await get('/api/v1/datasource/table/424242/column/region/values/')).statusCode).toBe(404);
  });

  it('answers 401 and 403', async () => {
    const url = `/api/v1/datasource/table/${content.salesId}/column/region/values/`;
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, sqlLab)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/database/{pk}/table_extra/{table}/{schema}/', () => {
  let server: PostgresTestServer | undefined;
  afterAll(() => server?.stop());

  it('answers {} for engines without partitions', async () => {
    const response = await get(`/api/v1/database/${content.databaseId}/table_extra/sales/main/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('answers the partition columns of a partitioned PostgreSQL table', async () => {
    server = await startPostgresServer();
    const url = await server.createDatabase('warehouse');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`
        CREATE TABLE events (ts date NOT NULL, kind text, n int) PARTITION BY RANGE (ts);
        CREATE TABLE events_2024 PARTITION OF events FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
        CREATE TABLE plain (a int);`);
    } finally {
      await client.end();
    }
    const databaseId = await createExampleContentWriter(t.deps).upsertDatabase({
      uuid: 'c0000000-0000-4000-8000-0000000000bb',
      database_name: 'warehouse',
      sqlalchemy_uri: url,
      expose_in_sqllab: true,
      allow_dml: false,
    });
    const partitioned = await get(`/api/v1/database/${databaseId}/table_extra/events/public/`);
    expect(partitioned.statusCode).toBe(200);
    expect(partitioned.json()).toEqual({ partitions: { cols: ['ts'] } });
    expect((await get(`/api/v1/database/${databaseId}/table_extra/plain/public/`)).json()).toEqual({});
  });

  it('answers 401, 403 and 404', async () => {
    const url = `/api/v1/database/${content.databaseId}/table_extra/sales/main/`;
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, gamma)).statusCode).toBe(403);
    expect((await get('/api/v1/database/424242/table_extra/sales/main/')).statusCode).toBe(404);
  });
});
