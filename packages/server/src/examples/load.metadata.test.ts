import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../secrets.js';
import { createExampleContentWriter } from '../services/exampleContentWriter.js';
import { openTestMetadataDb } from '../testing/testMetadataDb.js';
import { loadExamples } from './load.js';

/** The loader against the real writer and a real (SQLite) metadata store: the contract end to end. */
describe('loadExamples into the metadata store', () => {
  let home: string;
  let metadata: Awaited<ReturnType<typeof openTestMetadataDb>>;

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'sightline-home-'));
    metadata = await openTestMetadataDb();
  });

  afterAll(async () => {
    await metadata.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('stores the database, datasets, charts and dashboards once, even when loaded twice', async () => {
    const writer = createExampleContentWriter({ db: metadata.db, secrets: createSecretBox('x'.repeat(64)) });
    const options = { eventsRows: 1_000, sizes: { orders: 1_000, geoPoints: 100 } };
    const first = await loadExamples({ config: { home } }, writer, options);
    const second = await loadExamples({ config: { home } }, writer, options);
    expect(second.charts).toEqual(first.charts);

    const { db } = metadata;
    const count = async (
      table: 'dbs' | 'tables' | 'slices' | 'dashboards' | 'sql_metrics' | 'table_columns',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('dbs')).toBe(1);
    expect(await count('tables')).toBe(5);
    expect(await count('slices')).toBe(Object.keys(first.charts).length);
    expect(await count('dashboards')).toBe(4);
    expect(await count('sql_metrics')).toBeGreaterThan(15);
    expect(await count('table_columns')).toBeGreaterThan(35);

    const examplesDb = await db.selectFrom('dbs').selectAll().executeTakeFirstOrThrow();
    expect(examplesDb.database_name).toBe('examples');
    expect(examplesDb.sqlalchemy_uri).toBe(`duckdb:///${join(home, 'examples.duckdb')}`);
    const sales = await db
      .selectFrom('dashboards')
      .selectAll()
      .where('slug', '=', 'sales')
      .executeTakeFirstOrThrow();
    expect(sales.dashboard_title).toBe('Sales Dashboard');
    const layout = JSON.parse(String(sales.position_json)) as Record<string, unknown>;
    expect(layout['DASHBOARD_VERSION_KEY']).toBe('v2');
  });
});
