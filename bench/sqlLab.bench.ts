/**
 * SQL Lab: `POST /api/v1/sqllab/execute/` over HTTP against the same SQL run straight on DuckDB in this
 * process, for results of 10, 1,000 and 10,000 rows of the example web_events table (1M rows by
 * default; BENCH_SQLLAB_ROWS); sampled in alternating turns, the ratio the median of the turns' own
 * ratios (the goal: ≤ 1.2 up to 10k rows). Then, in headless Chromium, the time from a click on Run to
 * the grid showing the first rows of a 100,000-row result. The data directory var/bench-sqllab-home is
 * kept, so the table is generated once. Prints figures; asserts nothing.
 */
import { join, resolve } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { duckdbInstanceConfig } from '@sightline/query-engine';
import { withBenchApp } from './benchApp.js';
import { median, round } from './figures.js';
import { launchChromium } from './liveServer.js';

const ROWS = Number(process.env.BENCH_SQLLAB_ROWS ?? 1_000_000);
const TURNS = Number(process.env.BENCH_TURNS ?? 5);
const RUNS_PER_TURN = Number(process.env.BENCH_SQLLAB_RUNS ?? 10);
const GRID_RUNS = Number(process.env.BENCH_SQLLAB_GRID_RUNS ?? 3);
const GRID_ROWS = 100_000;
const home = resolve(process.env.BENCH_SQLLAB_HOME ?? 'var/bench-sqllab-home');

/** Results of each size, from a scan of the table (so the engine does the same work either way). */
const QUERIES = [10, 1_000, 10_000].map((limit) => ({
  name: `${limit.toLocaleString('en-US')} rows`,
  limit,
  sql: `SELECT event_time, device, country, latency_ms FROM web_events ORDER BY event_time LIMIT ${limit}`,
}));

async function samples(runs: number, fn: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

await withBenchApp(
  home,
  ROWS,
  async ({ app, deps, authorization }) => {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const examples = await deps.db
      .selectFrom('dbs')
      .select('id')
      .where('database_name', '=', 'examples')
      .executeTakeFirstOrThrow();
    let clientIds = 0;
    const execute = async (sql: string, limit: number) => {
      const response = await fetch(`${base}/api/v1/sqllab/execute/`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          database_id: examples.id,
          sql,
          queryLimit: limit,
          client_id: `bench${process.pid}x${++clientIds}`,
          runAsync: false,
        }),
      });
      const body = (await response.json()) as { data?: unknown[] };
      if (response.status !== 200 || body.data?.length !== limit)
        throw new Error(`execute answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    };
    // The server's own instance (same file, same options): DuckDB's instance cache shares one per file.
    const instance = await DuckDBInstance.fromCache(
      join(home, 'examples.duckdb'),
      duckdbInstanceConfig({ file: true }),
    );
    const duck = await instance.connect();
    const rows: Record<string, string | number>[] = [];
    for (const { name, sql, limit } of QUERIES) {
      await samples(RUNS_PER_TURN, () => execute(sql, limit));
      const api: number[] = [];
      const direct: number[] = [];
      for (let turn = 0; turn < TURNS; turn += 1) {
        api.push(median(await samples(RUNS_PER_TURN, () => execute(sql, limit))));
        direct.push(
          median(
            await samples(RUNS_PER_TURN, async () => {
              (await duck.runAndReadAll(sql)).getRowObjectsJson();
            }),
          ),
        );
      }
      rows.push({
        query: name,
        'SQL Lab execute, ms': round(median(api)),
        'DuckDB directly, ms': round(median(direct)),
        ratio: Number(median(api.map((ms, turn) => ms / direct[turn]!)).toFixed(2)),
        goal: '≤ 1.2',
      });
    }
    duck.closeSync();
    console.log(
      `\nSQL Lab execute over HTTP against DuckDB in this process (${ROWS.toLocaleString()} events)`,
    );
    console.table(rows);

    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      const [name, password] = ['bench', 'bench-password'];
      const session = await page.request.post(`${base}/api/v1/security/session/`, {
        data: { username: name, password },
      });
      if (!session.ok()) throw new Error(`sign-in failed: ${session.status()}`);
      const times: number[] = [];
      for (let run = 0; run <= GRID_RUNS; run += 1) {
        await page.goto(`${base}/sqllab/`);
        await page.getByTestId('sqllab-editor').waitFor();
        await page.getByLabel('Limit').click();
        await page
          .locator('.ant-select-dropdown:visible')
          .getByText(`Limit ${GRID_ROWS.toLocaleString('en-US')}`)
          .click();
        await page.getByTestId('sqllab-editor').click();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.press('Delete');
        // A different result each run, so no run is answered by an earlier one.
        await page.keyboard.insertText(`SELECT r, r * ${run + 2} AS product FROM range(${GRID_ROWS}) t(r)`);
        const started = await page.evaluate(() => performance.now());
        await page.getByTestId('sqllab-run').click();
        await page
          .getByTestId('sqllab-grid')
          .getByRole('gridcell', { name: '0', exact: true })
          .first()
          .waitFor();
        const shown = await page.evaluate(() => performance.now());
        // The first run warms the page's code; it is not counted.
        if (run > 0) times.push(shown - started);
      }
      console.log(
        `\nSQL Lab in Chromium: from the click on Run to the grid's first rows of a ${GRID_ROWS.toLocaleString()}-row result, ` +
          `median of ${GRID_RUNS}: ${round(median(times))} ms (runs: ${times.map(round).join(', ')})`,
      );
    } finally {
      await browser.close();
    }
  },
  { maxRowLimit: GRID_ROWS },
);
