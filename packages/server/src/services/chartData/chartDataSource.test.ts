import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MetadataDb } from '../../repos/metadataDb.js';
import { seedChartDataContent, type ChartDataContent } from '../../testing/chartDataTestContent.js';
import { METADATA_FILE } from '../../metadata/openMetadataDb.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { openStoreChangeMark, type OpenedStoreChangeMark } from '../../metadata/storeChangeMark.js';
import { createKnownDatasources, loadChartDataSource, type KnownDatasources } from './chartDataSource.js';

let t: TestApp;
let content: ChartDataContent;
/** The app's metadata store, counting the statements sent through it. */
let db: MetadataDb;
let statements = 0;
let changeMark: OpenedStoreChangeMark;
let known: KnownDatasources;

// Counted as results come back: precompiled statements (executeQuery) are not transformed, but answered.
const counting: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    statements += 1;
    return args.result;
  },
};

beforeAll(async () => {
  t = await createTestApp({ sqlite: true });
  content = await seedChartDataContent(t);
  db = t.deps.db.withPlugin(counting);
  changeMark = openStoreChangeMark(db, false);
  known = createKnownDatasources(db, changeMark.mark);
  await loadChartDataSource(known, content.salesId);
});
afterAll(async () => {
  changeMark?.close();
  await t?.close();
});
beforeEach(() => {
  statements = 0;
});

describe('loadChartDataSource on a SQLite store', () => {
  it('answers from memory while nothing in the store changed, without a statement through the store', async () => {
    const first = await loadChartDataSource(known, content.salesId);
    statements = 0;
    expect(await loadChartDataSource(known, content.salesId)).toBe(first);
    expect(statements).toBe(0);
  });

  it('sees an edit made through the server’s own connection on the next read', async () => {
    await t.deps.db
      .updateTable('tables')
      .set({ cache_timeout: 321 })
      .where('id', '=', content.salesId)
      .execute();
    expect((await loadChartDataSource(known, content.salesId)).datasetCacheTimeout).toBe(321);
  });

  it('sees an edit committed by another connection (the CLI, another server process)', async () => {
    await loadChartDataSource(known, content.salesId);
    const other = new Database(join(t.deps.config.home, METADATA_FILE));
    try {
      other.prepare('UPDATE tables SET cache_timeout = 654 WHERE id = ?').run(content.salesId);
      other
        .prepare('UPDATE table_columns SET verbose_name = ? WHERE table_id = ? AND column_name = ?')
        .run('Sales region', content.salesId, 'region');
    } finally {
      other.close();
    }
    const source = await loadChartDataSource(known, content.salesId);
    expect(source.datasetCacheTimeout).toBe(654);
    // A new version re-reads the whole descriptor, columns included.
    expect(source.columnDetails.find((c) => c.column_name === 'region')?.verbose_name).toBe('Sales region');
  });

  it('re-checks the version, without reading the dataset again, after a write elsewhere', async () => {
    const before = await loadChartDataSource(known, content.salesId);
    await t.deps.db
      .updateTable('slices')
      .set({ cache_timeout: 5 })
      .where('id', '=', content.chartId)
      .execute();
    statements = 0;
    expect(await loadChartDataSource(known, content.salesId)).toBe(before);
    expect(statements).toBe(1);
  });

  it('forgets a datasource that was deleted', async () => {
    await loadChartDataSource(known, content.slowId);
    await t.deps.db.deleteFrom('table_columns').where('table_id', '=', content.slowId).execute();
    await t.deps.db.deleteFrom('tables').where('id', '=', content.slowId).execute();
    await expect(loadChartDataSource(known, content.slowId)).rejects.toMatchObject({ statusCode: 404 });
  });
});
