import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertLogs } from '../repos/logRepo.js';
import { createActivityLog } from '../services/activityLog.js';
import { createUser } from '../services/users.js';
import { createTestApp, type TestApp } from '../testing/createTestApp.js';
import { openTestMetadataDb } from '../testing/testMetadataDb.js';
import { seedExampleContent, type SeededContent } from '../testing/resourceTestContent.js';

/**
 * Reads do not grow the metadata store: views are sampled (one per user and object per minute) and
 * batched, and the log keeps its rows for the retention only.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

describe('views through the API', () => {
  let t: TestApp;
  let seeded: SeededContent;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ config: { logRetentionDays: 30 } });
    seeded = await seedExampleContent(t);
    headers = (await t.signIn('admin')).headers;
  });
  afterAll(() => t.close());

  const logRows = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('logs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('500 dashboard GETs and 500 chart GETs by one user add a handful of rows', async () => {
    const before = await logRows();
    for (let i = 0; i < 500; i++) {
      expect(
        (await t.app.inject({ url: `/api/v1/dashboard/${seeded.dashboardId}`, headers })).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: `/api/v1/chart/${seeded.chartIds[0]}`, headers })).statusCode).toBe(
        200,
      );
    }
    await t.deps.activityLog.flush();
    // One row per object and minute: two objects, and the test ends within its 30 s timeout.
    expect((await logRows()) - before).toBeLessThanOrEqual(4);

    // The home page's recent activity still lists both (in the order of their sampled times).
    const recent = await t.app.inject({
      url: '/api/v1/log/recent_activity/?q=(page:0,page_size:5)',
      headers,
    });
    const types = recent.json().result.map((r: { item_type: string }) => r.item_type);
    expect(types.sort()).toEqual(['dashboard', 'slice']);
  });

  it('rows older than the retention setting are pruned, newer ones kept', async () => {
    const now = Date.now();
    await insertLogs(t.deps.db, [
      { action: 'log', userId: null, dttm: new Date(now - 31 * DAY_MS).toISOString(), json: { old: true } },
      { action: 'log', userId: null, dttm: new Date(now - 29 * DAY_MS).toISOString(), json: { old: false } },
    ]);
    expect(await t.deps.activityLog.prune()).toBeGreaterThanOrEqual(1);
    const kept = await t.deps.db.selectFrom('logs').select('json').where('json', 'like', '%"old"%').execute();
    expect(kept.map((row) => JSON.parse(row.json!))).toEqual([{ old: false }]);
  });
});

describe('createActivityLog', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const close of closers.splice(0)) await close();
  });

  async function store() {
    const opened = await openTestMetadataDb();
    closers.push(opened.close);
    const rows = () => opened.db.selectFrom('logs').selectAll().orderBy('id').execute();
    const user = await createUser(opened.db, { username: 'vic', password: 'pw-vic-12', roles: ['Gamma'] });
    return { db: opened.db, rows, userId: user.id };
  }

  it('keeps one view per user and object per window, and writes other actions at once', async () => {
    const { db, rows, userId } = await store();
    let clock = Date.parse('2026-01-01T00:00:00.000Z');
    const log = createActivityLog(db, { retentionDays: 90, now: () => clock });
    const view = { action: 'log', userId, dashboardId: 7 };

    await log.record([{ ...view, action: 'edit' }]);
    expect(await rows()).toHaveLength(1);
    await log.record([view, view]);
    clock += 1000;
    await log.record([view]);
    expect(await rows()).toHaveLength(1);
    await log.flush();
    // A repeat while the view was still buffered moved its time instead of adding a row.
    expect((await rows()).map((r) => [r.action, r.dttm])).toEqual([
      ['edit', '2026-01-01T00:00:00.000Z'],
      ['log', '2026-01-01T00:00:01.000Z'],
    ]);
    clock += 30_000;
    await log.record([view]);
    await log.flush();
    expect(await rows()).toHaveLength(2);
    clock += 60_000;
    await log.record([view, { ...view, dashboardId: 8 }]);
    await log.close();
    expect(await rows()).toHaveLength(4);
  });

  it('writes buffered views on close and prunes on its own timer once started', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    const { db, rows, userId } = await store();
    const log = createActivityLog(db, { retentionDays: 10, firstPruneDelayMs: 1000 });
    await insertLogs(db, [
      { action: 'log', userId: null, dttm: new Date(Date.now() - 11 * DAY_MS).toISOString() },
    ]);
    log.start();
    await log.record([{ action: 'log', userId, sliceId: 3 }]);
    expect(await rows()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await log.close();
    expect((await rows()).map((r) => r.slice_id)).toEqual([3]);
  });
});
