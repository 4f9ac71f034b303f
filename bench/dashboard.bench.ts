/**
 * Dashboard load: a generated 30-chart dashboard on the example web_events table (10M rows by default;
 * SIGHTLINE_EVENTS_ROWS or BENCH_EVENTS_ROWS to change), created through the API (dashboardSetup.ts),
 * loaded with shared scans on and off (`config.sharedScans`, SIGHTLINE_SHARED_SCANS) in the same run.
 *
 * 1. API: the 30 chart-data requests as the dashboard page sends them (`form_data={"slice_id":N}` and
 *    `dashboard_id`), all at once and 6 at a time (a browser's connections per host over HTTP/1.1),
 *    with the server's result cache emptied (cold) and then again (warm); the SQL statements the
 *    chart-data pipeline ran (chartDataStatementCount); and each chart's query alone, sequentially,
 *    for the slowest single chart query.
 * 2. Browser: headless Chromium opens /superset/dashboard/{id}/ and waits until every chart holder
 *    (`data-testid="dashboard-chart"`) has `data-status` rendered or failed, timed in the page to the
 *    frame after (chartRenderWatch.ts, as filters.bench.ts times its full loads); cold (cache emptied,
 *    new browser context) and warm (reload, SETTLE_MS after). The viewport is tall enough for all 30
 *    charts, so none waits to be scrolled into view. Skipped, with a note, while the page does not
 *    render chart holders.
 *
 * Medians over BENCH_RUNS (3) rounds after one untimed round per mode; the modes alternate. The data
 * directory var/bench-home is kept (the table is generated once); the dashboard and its charts are
 * removed at the end. Prints figures and the goals; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import type { BrowserContext } from '@playwright/test';
import type { BenchServer } from './benchServer.js';
import { installPageLoadWatch, timedChartsLoad } from './chartRenderWatch.js';
import {
  BENCH_RUNS as RUNS,
  DASHBOARD_VIEWPORT as VIEWPORT,
  EVENTS_ROWS as ROWS,
  SETTLE_MS,
  coldStarts,
  signedInBrowser,
  withBenchDashboard,
} from './dashboardBrowser.js';
import { queryShape } from './dashboardCharts.js';
import type { BenchDashboard, SavedBenchChart } from './dashboardSetup.js';
import { median, ratios, round } from './figures.js';

const BROWSER_CONNECTIONS = 6;
const PAGE_TIMEOUT_MS = 120_000;
const MODES = [
  { name: 'sharing off', sharedScans: false },
  { name: 'sharing on', sharedScans: true },
] as const;
type ModeName = (typeof MODES)[number]['name'];

/** Runs `tasks` with at most `limit` in flight. */
async function limited<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

interface Measured {
  ms: number;
  statements: number;
  failed: number;
}

await withBenchDashboard(async ({ server, dashboard }) => {
  const { base, authorization } = server;
  // One cooldown for the API's and the browser's cold loads.
  const cold = coldStarts(server);
  const { coldStart, coldLoadEnded } = cold;
  try {
    const measured = async (run: () => Promise<number>): Promise<Measured> => {
      const before = await server.statementCount();
      const start = performance.now();
      const failed = await run();
      return { ms: performance.now() - start, statements: (await server.statementCount()) - before, failed };
    };
    const chartData = async (chart: SavedBenchChart, query: string): Promise<boolean> => {
      const formData = encodeURIComponent(JSON.stringify({ slice_id: chart.id }));
      const response = await fetch(`${base}/api/v1/chart/data?form_data=${formData}${query}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(chart.queryContext),
      });
      await response.arrayBuffer();
      return response.ok;
    };
    const loadDashboard = (connections: number) =>
      measured(async () => {
        const tasks = dashboard.charts.map(
          (chart) => () => chartData(chart, `&dashboard_id=${dashboard.id}`),
        );
        return (await limited(tasks, connections)).filter((ok) => !ok).length;
      });

    // Each chart's query alone (forced past the cache, no dashboard: nothing to share), one after another.
    const single: { name: string; ms: number }[] = [];
    for (const pass of [0, 1]) {
      for (const chart of dashboard.charts) {
        const start = performance.now();
        if (!(await chartData(chart, '&force=true'))) throw new Error(`chart ${chart.name} failed alone`);
        if (pass === 1)
          single.push({ name: `${chart.name} (${chart.vizType})`, ms: performance.now() - start });
      }
    }
    const slowest = single.reduce((a, b) => (b.ms > a.ms ? b : a));
    const shapes = new Set(
      dashboard.charts.flatMap((c) =>
        c.queryContext.queries.map((query) => queryShape(c.queryContext, query)),
      ),
    ).size;

    const api6: Record<ModeName, Measured[]> = { 'sharing off': [], 'sharing on': [] };
    const apiAll: Record<ModeName, Measured[]> = { 'sharing off': [], 'sharing on': [] };
    const apiWarm: Record<ModeName, Measured[]> = { 'sharing off': [], 'sharing on': [] };
    for (let round = 0; round <= RUNS; round += 1) {
      for (const mode of MODES) {
        await server.setSharedScans(mode.sharedScans);
        await coldStart();
        const all = await loadDashboard(dashboard.charts.length);
        coldLoadEnded();
        const warm = await loadDashboard(dashboard.charts.length);
        await coldStart();
        const six = await loadDashboard(BROWSER_CONNECTIONS);
        coldLoadEnded();
        if (round === 0) continue; // untimed: DuckDB's buffers, prepared statements, JIT
        apiAll[mode.name].push(all);
        apiWarm[mode.name].push(warm);
        api6[mode.name].push(six);
      }
    }
    const summary = (runs: Measured[]) => ({
      ms: round(median(runs.map((r) => r.ms))),
      statements: median(runs.map((r) => r.statements)),
      failed: Math.max(...runs.map((r) => r.failed)),
    });
    const apiRows = MODES.map((mode) => {
      const all = summary(apiAll[mode.name]);
      const six = summary(api6[mode.name]);
      const warm = summary(apiWarm[mode.name]);
      return {
        mode: mode.name,
        'cold, 30 at once ms': all.ms,
        'cold, 6 at a time ms': six.ms,
        'warm ms': warm.ms,
        'SQL statements (cold)': all.statements,
        'SQL statements (cold, 6 at a time)': six.statements,
        'failed requests': all.failed + six.failed + warm.failed,
      };
    });
    const [off, on] = apiRows as [(typeof apiRows)[0], (typeof apiRows)[0]];
    console.log(
      `\nAPI: ${dashboard.charts.length} chart-data requests of one dashboard (${ROWS.toLocaleString()} events)`,
    );
    console.table([
      ...apiRows,
      {
        mode: 'ratio on / off',
        ...ratios(on, off, [
          'cold, 30 at once ms',
          'cold, 6 at a time ms',
          'warm ms',
          'SQL statements (cold)',
          'SQL statements (cold, 6 at a time)',
        ]),
        'failed requests': 0,
      },
    ]);
    const sum = single.reduce((total, s) => total + s.ms, 0);
    console.log(
      `single chart queries alone: slowest ${round(slowest.ms)} ms (${slowest.name}), median ` +
        `${round(median(single.map((s) => s.ms)))} ms, sum ${round(sum)} ms; distinct query shapes: ${shapes}`,
    );

    const browser = await measureBrowser(server, dashboard, cold);
    const goalCold = browser?.on.cold ?? on['cold, 6 at a time ms'];
    const goalWarm = browser?.on.warm ?? on['warm ms'];
    const goalStatements = browser?.on.statements ?? on['SQL statements (cold, 6 at a time)'];
    const where = browser ? 'browser' : 'API, 6 at a time (no browser figures)';
    console.log(`\nGoals (sharing on, ${where}):`);
    console.table([
      { goal: 'warm ≤ 1 s', value: `${round(goalWarm)} ms`, met: goalWarm <= 1000 },
      {
        goal: 'cold ≤ 2× the slowest single chart query',
        value: `${round(goalCold)} ms vs 2 × ${round(slowest.ms)} ms`,
        met: goalCold <= 2 * slowest.ms,
      },
      {
        goal: 'SQL statements ≤ distinct query shapes',
        value: `${goalStatements} vs ${shapes}`,
        met: goalStatements <= shapes,
      },
    ]);
  } finally {
    await server.setSharedScans(true);
  }
});

interface PageFigures {
  cold: number;
  warm: number;
  /** SQL statements of a cold load. */
  statements: number;
}

/**
 * The dashboard page in headless Chromium, cold and warm, per mode; prints its table and answers the
 * medians with sharing on (null when the page does not render chart holders yet).
 */
async function measureBrowser(
  server: BenchServer,
  dashboard: BenchDashboard,
  { coldStart, coldLoadEnded }: ReturnType<typeof coldStarts>,
): Promise<{ on: PageFigures } | null> {
  const signedIn = await signedInBrowser(server);
  if (!signedIn) return null;
  const { browser, storageState } = signedIn;
  try {
    const url = `${server.base}/superset/dashboard/${dashboard.id}/`;
    const count = dashboard.charts.length;
    const allDone = async (context: BrowserContext, reload: boolean) => {
      const page = context.pages()[0] ?? (await context.newPage());
      return timedChartsLoad(page, () => (reload ? page.reload() : page.goto(url)), PAGE_TIMEOUT_MS);
    };

    const probe = await browser.newContext({ storageState, viewport: VIEWPORT });
    try {
      const page = await probe.newPage();
      await page.goto(url);
      await page.locator('[data-testid="dashboard-chart"]').first().waitFor({ timeout: 30_000 });
    } catch {
      console.log(
        '\nBrowser: skipped, the dashboard page shows no chart holder (data-testid="dashboard-chart")',
      );
      return null;
    } finally {
      await probe.close();
    }

    const figures: Record<ModeName, { cold: Measured[]; warm: Measured[] }> = {
      'sharing off': { cold: [], warm: [] },
      'sharing on': { cold: [], warm: [] },
    };
    for (let round = 0; round <= RUNS; round += 1) {
      for (const mode of MODES) {
        await server.setSharedScans(mode.sharedScans);
        await coldStart();
        const context = await browser.newContext({ storageState, viewport: VIEWPORT });
        await context.addInitScript(installPageLoadWatch, count);
        try {
          const before = await server.statementCount();
          const cold = await allDone(context, false);
          coldLoadEnded();
          const coldStatements = (await server.statementCount()) - before;
          // A later visit, not a reload into the cold load's tail (its batched log POST, the collection
          // of what drawing 30 charts at once allocated), as the filter benchmark's cases are taken.
          await context.pages()[0]!.waitForTimeout(SETTLE_MS);
          const warm = await allDone(context, true);
          const warmStatements = (await server.statementCount()) - before - coldStatements;
          if (round === 0) continue;
          figures[mode.name].cold.push({ ms: cold.ms, statements: coldStatements, failed: cold.failed });
          figures[mode.name].warm.push({ ms: warm.ms, statements: warmStatements, failed: warm.failed });
        } finally {
          await context.close();
        }
      }
    }
    const rows = MODES.map((mode) => {
      const { cold, warm } = figures[mode.name];
      return {
        mode: mode.name,
        'cold ms': round(median(cold.map((r) => r.ms))),
        'warm ms': round(median(warm.map((r) => r.ms))),
        'SQL statements (cold)': median(cold.map((r) => r.statements)),
        'SQL statements (warm)': median(warm.map((r) => r.statements)),
        'failed charts': Math.max(...cold.map((r) => r.failed), ...warm.map((r) => r.failed)),
      };
    });
    const [off, on] = rows as [(typeof rows)[0], (typeof rows)[0]];
    console.log(
      `\nBrowser: ${url} until all ${count} charts rendered (viewport ${VIEWPORT.width}×${VIEWPORT.height})`,
    );
    console.table([
      ...rows,
      {
        mode: 'ratio on / off',
        ...ratios(on, off, ['cold ms', 'warm ms', 'SQL statements (cold)']),
        'SQL statements (warm)': 0,
        'failed charts': 0,
      },
    ]);
    return { on: { cold: on['cold ms'], warm: on['warm ms'], statements: on['SQL statements (cold)'] } };
  } finally {
    await browser.close();
  }
}
