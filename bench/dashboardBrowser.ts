/**
 * What the dashboard benchmarks (dashboard.bench.ts, filters.bench.ts) share: the events table's size,
 * the rounds, the generated dashboard on a listening server (in a worker thread: benchServer.ts), the
 * browser user and window, emptying the server's result cache for a cold load, and a headless Chromium
 * signed in to that server.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser, BrowserContext } from '@playwright/test';
import { withBenchServer, type BenchServer } from './benchServer.js';
import { benchApi, createBenchDashboard, type BenchApi, type BenchDashboard } from './dashboardSetup.js';
import { launchChromium, signIn } from './liveServer.js';

export const EVENTS_ROWS = Number(
  process.env.SIGHTLINE_EVENTS_ROWS ?? process.env.BENCH_EVENTS_ROWS ?? 10_000_000,
);
/** Timed rounds (each after one untimed round). */
export const BENCH_RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Tall enough for all 30 charts of the generated dashboard: none waits to be scrolled into view. */
export const DASHBOARD_VIEWPORT = { width: 1600, height: 5000 };
/** Between two timed page cases: the page's batched chart-load log (sent 1 s after a load) goes out first. */
export const SETTLE_MS = 1_500;
const BROWSER_USER = { username: 'dashboard-bench', password: 'dashboard-bench-password-1' };

/** The example web_events dataset's id. */
async function eventsDatasetId(api: BenchApi): Promise<number> {
  const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:web_events)))');
  const datasets = (await api.get(`/api/v1/dataset/?q=${q}`)) as { result: { id: number }[] };
  const id = datasets.result[0]?.id;
  if (id === undefined) throw new Error('the web_events dataset is missing');
  return id;
}

export interface BenchDashboardSetup {
  /** The server (its address and the bench user's `authorization` header value among what it offers). */
  server: BenchServer;
  api: BenchApi;
  /** The web_events dataset's id. */
  datasetId: number;
  dashboard: BenchDashboard;
}

/**
 * Runs `bench` against the generated dashboard (dashboardSetup.ts) over web_events, on a server
 * listening on BENCH_HOME (var/bench-home); removes the dashboard after.
 */
export async function withBenchDashboard(
  bench: (setup: BenchDashboardSetup) => Promise<void>,
): Promise<void> {
  await withBenchServer(
    { home: resolve(process.env.BENCH_HOME ?? 'var/bench-home'), rows: EVENTS_ROWS },
    async (server) => {
      const api = benchApi(server.base, server.authorization);
      const datasetId = await eventsDatasetId(api);
      const dashboard = await createBenchDashboard(api, datasetId);
      try {
        await bench({ server, api, datasetId, dashboard });
      } finally {
        await dashboard.remove().catch((error: unknown) => console.warn(`cleanup failed: ${String(error)}`));
      }
    },
  );
}

/**
 * Empties the server's result cache (the cache is read per request), so the next load is cold. A
 * dashboard's scan-ahead runs at most once per 5 s for a dashboard and user (sharedScan/
 * dashboardScanAhead.ts): a cold load sooner after the last one waits out the rest of that time, as
 * a real cold load (the cache expired) never comes that soon. `coldLoadEnded` starts that time.
 */
export function coldStarts(server: BenchServer): { coldStart(): Promise<void>; coldLoadEnded(): void } {
  const SCAN_AHEAD_COOLDOWN_MS = 5_000;
  let lastColdLoad = -Infinity;
  return {
    async coldStart() {
      const wait = lastColdLoad + SCAN_AHEAD_COOLDOWN_MS + 500 - performance.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      await server.emptyResultCache();
    },
    coldLoadEnded() {
      lastColdLoad = performance.now();
    },
  };
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Headless Chromium and the cookies of the browser user (an Admin, created when missing) signed in at
 * `base`; null, with a printed note, when Chromium does not start or signing in fails. The caller
 * closes the browser.
 */
export async function signedInBrowser(
  server: BenchServer,
): Promise<{ browser: Browser; storageState: StorageState } | null> {
  const { base } = server;
  await server.ensureAdmin(BROWSER_USER);
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    console.log(`\nBrowser: skipped, Chromium did not start (${(error as Error).message.split('\n')[0]})`);
    return null;
  }
  try {
    const login = await browser.newContext({ viewport: DASHBOARD_VIEWPORT });
    await signIn(await login.newPage(), base, BROWSER_USER);
    const storageState = await login.storageState();
    await login.close();
    return { browser, storageState };
  } catch (error) {
    console.log(`\nBrowser: skipped, signing in failed (${(error as Error).message.split('\n')[0]})`);
    await browser.close();
    return null;
  }
}
