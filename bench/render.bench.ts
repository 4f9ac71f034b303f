/**
 * Render time of every registered chart type with about 10,000 data points, in headless Chromium, on
 * the real app: a server started here on a fresh data directory (var/render-bench-home, removed after)
 * with the default example data, a user made with the CLI, and the standalone chart page
 * `/explore/?form_data=…&standalone=1` for each chart type (form data in renderCharts.ts).
 *
 * A render is the time from the `sl:chart-data` mark (the chart-data answer arrived) to the chart's
 * `sl:chart-rendered:<vizType>` mark (the frame after its effects drew it). "cold" is the type's first
 * render, on a full page load (the chart's code chunk loads and compiles); the median is over up to
 * BENCH_RUNS (5) renders after it, each mounting the chart anew inside the loaded app (its query answers
 * from the server's cache). Slow types repeat less (BENCH_RENDER_TYPE_SECONDS, 8 s each) so the bench
 * stays short. Baselines in the same browser and run, at the chart area's size: raw ECharts drawing a
 * 10k-point line (init + setOption + next animation frame) and, for the table types, a plain 10,000-row
 * HTML table built with DOM calls. A chart type that fails to render is a row that says why. Prints
 * figures; asserts nothing.
 */
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from '@playwright/test';
import { median, round } from './figures.js';
import { launchChromium, repoRoot, signIn, startLiveServer, type LiveServer } from './liveServer.js';
import { RENDER_CASES, type RenderCase } from './renderCharts.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * Seconds one chart type may take: it stops repeating its render when the next would pass this (it always
 * gets its cold render and one more), so the stress cases do not make the bench long.
 */
const TYPE_SECONDS = Number(process.env.BENCH_RENDER_TYPE_SECONDS ?? 8);
/** A chart whose cold render takes longer than this is not rendered again (the word cloud can). */
const COLD_ONLY_MS = 15_000;
const RENDER_TIMEOUT_MS = 90_000;
/** The standalone chart page at this viewport gives the chart area the baselines draw into. */
const VIEWPORT = { width: 1280, height: 800 };

const home = join(repoRoot, 'var', 'render-bench-home');
const echartsScript = createRequire(import.meta.url).resolve('echarts/dist/echarts.min.js');
const USER = { username: 'render-bench', password: 'render-bench-password-1' };
const TABLE_TYPES = new Set(['table', 'pivot_table_v2', 'time_table']);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** The registered chart types, in gallery order: the built-in list of packages/charts/src/plugins/index.ts. */
async function registeredVizTypes(): Promise<string[]> {
  try {
    const { BUILT_IN_CHART_PLUGINS } = await import('@sightline/charts');
    return BUILT_IN_CHART_PLUGINS.map((plugin) => plugin.metadata.vizType);
  } catch (error) {
    console.warn(`could not load @sightline/charts (${(error as Error).message}); using renderCharts.ts`);
    return Object.keys(RENDER_CASES);
  }
}

async function datasetIds(page: Page, base: string): Promise<Map<string, number>> {
  const q = encodeURIComponent('(page_size:100)');
  const response = await page.request.get(`${base}/api/v1/dataset/?q=${q}`);
  const body = (await response.json()) as { result: { id: number; table_name: string }[] };
  return new Map(body.result.map((d) => [d.table_name, d.id]));
}

const chartUrl = (base: string, formData: Record<string, unknown>) =>
  `${base}/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}&standalone=1`;

/** The chart area's size on the standalone page: a chart type nobody registers still gets its container. */
async function chartAreaSize(page: Page, base: string, datasetId: number) {
  await page.goto(chartUrl(base, { viz_type: 'render_bench_probe', datasource: `${datasetId}__table` }));
  await page.getByTestId('chart-warning').waitFor();
  const box = await page.getByTestId('chart-container').boundingBox();
  if (!box || box.width === 0 || box.height === 0) throw new Error('the chart area has no size');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

interface RenderRun {
  ms: number;
  /** rowcount of each query in the chart-data answer. */
  rows: number[];
}

/**
 * Runs in the page: the chart's rendered mark, the error/empty/warning state of the chart (or of the page
 * when the chart view is not there, e.g. form data it cannot read), or false while neither is there.
 */
function chartOutcome(vizType: string): string | false {
  if (performance.getEntriesByName(`sl:chart-rendered:${vizType}`, 'mark').length > 0) return 'rendered';
  const container = document.querySelector('[data-testid="chart-container"]');
  const state = container
    ? container.querySelector(
        '[data-testid="chart-error"], [data-testid="chart-warning"], [data-testid="chart-empty"]',
      )
    : document.querySelector('.ant-alert');
  if (state) return `${state.getAttribute('data-testid') ?? 'alert'}: ${state.textContent ?? ''}`;
  return false;
}

/** Runs in the page: is the chart still there two frames after its mark (a throw in drawing replaces it)? */
function stillRendered(): Promise<string> {
  return new Promise((done) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const state = document.querySelector('[data-testid="chart-error"], [data-testid="chart-empty"]');
        if (state) done(`${state.getAttribute('data-testid')}: ${state.textContent ?? ''}`);
        else done(document.querySelector('[data-testid="chart-rendered"]') ? 'rendered' : 'chart gone');
      }),
    ),
  );
}

/** Runs in the page: a client-side navigation, as a link in the app would do it (React Router reads popstate). */
function navigateInApp(to: string) {
  history.pushState(null, '', to);
  dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * One render of the chart page: the data mark → rendered mark span, and the rows the query returned.
 * `cold`: a full page load (the app and the chart's code chunk load from scratch). Otherwise the chart
 * view is left for the page without a chart and entered again inside the loaded app, so the chart
 * mounts anew with its code already loaded, and its query answers from the server's cache.
 */
async function renderOnce(page: Page, url: string, vizType: string, cold: boolean): Promise<RenderRun> {
  const pageErrors: string[] = [];
  const onError = (error: Error) => pageErrors.push(error.message);
  page.on('pageerror', onError);
  try {
    const path = url.slice(new URL(url).origin.length);
    if (!cold) {
      await page.evaluate(navigateInApp, '/explore/?standalone=1');
      await page.waitForFunction(() => !document.querySelector('[data-testid="chart-container"]'));
      await page.evaluate(() => performance.clearMarks());
    }
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/v1/chart/data') && r.request().method() === 'POST',
      { timeout: RENDER_TIMEOUT_MS },
    );
    answer.catch(() => undefined); // a chart that fails before querying never answers
    if (cold) await page.goto(url);
    else {
      await page.evaluate(navigateInApp, path);
      await page.waitForFunction(() => !!document.querySelector('[data-testid="chart-container"]'));
    }
    const handle = await page.waitForFunction(chartOutcome, vizType, {
      timeout: RENDER_TIMEOUT_MS,
      polling: 100,
    });
    let outcome = (await handle.jsonValue()) as string;
    if (outcome === 'rendered') outcome = await page.evaluate(stillRendered);
    if (outcome !== 'rendered') throw new Error([outcome, ...pageErrors].join(' | '));
    const marks = await page.evaluate(() =>
      performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: m.startTime })),
    );
    const data = marks.filter((m) => m.name === 'sl:chart-data').at(-1);
    const rendered = marks.find((m) => m.name === `sl:chart-rendered:${vizType}` && m.at >= (data?.at ?? 0));
    if (!data || !rendered) throw new Error(`marks missing: ${marks.map((m) => m.name).join(', ')}`);
    const body = (await (await answer).json()) as { result?: { rowcount?: number }[] };
    return { ms: rendered.at - data.at, rows: (body.result ?? []).map((r) => r.rowcount ?? 0) };
  } finally {
    page.off('pageerror', onError);
  }
}

type Baseline = 'echarts line' | 'html table';
const BASELINE_POINTS = 10_000;
/** The columns of the table case (renderCharts.ts): the HTML table baseline has as many. */
const TABLE_COLUMNS = 8;

/**
 * Baseline draws on a blank page with a div of the chart area's size: the first right after the page
 * loads (cold, like a chart's first render), the others in the same page, each into an emptied div.
 */
async function baselineSamples(
  page: Page,
  kind: Baseline,
  size: { width: number; height: number },
): Promise<{ cold: number; warm: number[] }> {
  const style = `width:${size.width}px;height:${size.height}px;overflow:auto`;
  await page.goto(
    `data:text/html,${encodeURIComponent(`<!doctype html><div id="chart" style="${style}"></div>`)}`,
  );
  if (kind === 'echarts line') await page.addScriptTag({ path: echartsScript });
  const samples: number[] = [];
  for (let i = 0; i <= RUNS; i += 1) {
    samples.push(
      kind === 'html table'
        ? await page.evaluate(drawHtmlTable, { rows: BASELINE_POINTS, columns: TABLE_COLUMNS })
        : await page.evaluate(drawEChartsLine, { ...size, points: BASELINE_POINTS }),
    );
  }
  const [cold, ...warm] = samples;
  return { cold: cold!, warm };
}

/** Runs in the page: a plain HTML table of `rows` × `columns` text cells built with DOM calls, to the next frame. */
async function drawHtmlTable({ rows, columns }: { rows: number; columns: number }): Promise<number> {
  const element = document.getElementById('chart')!;
  element.replaceChildren();
  const values = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => (c % 2 ? String(r * 37 + c) : `value ${r}-${c}`)),
  );
  const start = performance.now();
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (let c = 0; c < columns; c += 1) head.appendChild(document.createElement('th')).textContent = `c${c}`;
  const body = table.createTBody();
  for (const row of values) {
    const tr = body.insertRow();
    for (const value of row) tr.insertCell().textContent = value;
  }
  element.appendChild(table);
  await new Promise((done) => requestAnimationFrame(done));
  return performance.now() - start;
}

/** Runs in the page (echarts.min.js loaded): ECharts init + setOption of a `points` line + the next frame. */
async function drawEChartsLine({ width, height, points }: { width: number; height: number; points: number }) {
  interface Chart {
    setOption(option: unknown): void;
    dispose(): void;
  }
  type ECharts = { init(element: HTMLElement, theme: null, options: object): Chart };
  const { echarts, benchChart } = window as unknown as { echarts: ECharts; benchChart?: Chart };
  benchChart?.dispose();
  const t0 = Date.UTC(2025, 0, 1);
  const data = Array.from({ length: points }, (_, i) => [
    t0 + i * 3_600_000,
    100 + 40 * Math.sin(i / 24) + (i % 7) * 3,
  ]);
  const start = performance.now();
  const chart = echarts.init(document.getElementById('chart')!, null, { renderer: 'canvas', width, height });
  chart.setOption({
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time' },
    yAxis: { type: 'value' },
    // As the app's line charts draw it: no symbol per point (ECharts' default draws thousands).
    series: [{ type: 'line', data, showSymbol: false }],
  });
  await new Promise((done) => requestAnimationFrame(done));
  const ms = performance.now() - start;
  (window as unknown as { benchChart: Chart }).benchChart = chart;
  return ms;
}

// ---------------------------------------------------------------------------------------------------------

const benchStart = performance.now();
let server: LiveServer | undefined;
let browser: Browser | undefined;
const cleanUp = async () => {
  await browser?.close().catch(() => undefined);
  await server?.stop();
  rmSync(home, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

interface Measured {
  vizType: string;
  rows: string;
  cold: number;
  runs: number[];
  note: string;
}

try {
  const vizTypes = await registeredVizTypes();
  // The default example data, whatever the calling shell says.
  server = await startLiveServer(home, USER, {
    SIGHTLINE_EVENTS_ROWS: undefined,
    SIGHTLINE_LOAD_EXAMPLES: undefined,
  });
  const { base } = server;
  console.log(`server on ${base} after ${((performance.now() - benchStart) / 1000).toFixed(1)} s`);

  browser = await launchChromium();
  let page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
  await signIn(page, base, USER);
  const ids = await datasetIds(page, base);
  const size = await chartAreaSize(page, base, ids.values().next().value!);
  console.log(`chart area ${size.width}×${size.height} px; ${vizTypes.length} registered chart types`);

  // Baselines before and after the charts: the machine's load may drift during the run.
  const kinds = ['echarts line', 'html table'] as const;
  const before = new Map<Baseline, { cold: number; warm: number[] }>();
  for (const kind of kinds) before.set(kind, await baselineSamples(page, kind, size));

  const measured: Measured[] = [];
  const failures: { vizType: string; reason: string; note: string }[] = [];
  for (const vizType of vizTypes) {
    const renderCase: RenderCase | undefined = RENDER_CASES[vizType];
    const datasetId = renderCase && ids.get(renderCase.dataset);
    if (!renderCase || datasetId === undefined) {
      const reason = renderCase
        ? `no dataset ${renderCase.dataset}`
        : 'no form data in bench/renderCharts.ts';
      failures.push({ vizType, reason, note: renderCase?.note ?? '' });
      continue;
    }
    const url = chartUrl(base, {
      ...renderCase.formData,
      viz_type: vizType,
      datasource: `${datasetId}__table`,
    });
    const started = performance.now();
    try {
      const cold = await renderOnce(page, url, vizType, true);
      const runs: number[] = [];
      while (runs.length < RUNS && (cold.ms < COLD_ONLY_MS || runs.length > 0)) {
        const runStart = performance.now();
        runs.push((await renderOnce(page, url, vizType, false)).ms);
        const now = performance.now();
        if (now - started + (now - runStart) > TYPE_SECONDS * 1000) break;
      }
      const rows = cold.rows.map((n) => n.toLocaleString('en-US')).join(' + ');
      measured.push({ vizType, rows, cold: cold.ms, runs, note: renderCase.note });
      const figure = runs.length ? `median ${round(median(runs))} ms of ${runs.length}` : 'warm runs skipped';
      console.log(`  ${vizType}: cold ${round(cold.ms)} ms, ${figure} (${seconds(started)} s)`);
    } catch (error) {
      const message = (error as Error).message.split('\n')[0]!;
      const reason = message.replace(/https?:\/\/\S+/g, '<url>').slice(0, 160);
      failures.push({ vizType, reason, note: renderCase.note });
      console.log(`  ${vizType}: failed (${reason})`);
      // A chart stuck in a long task would hold the next navigation: go on in a fresh page.
      const context = page.context();
      await page.close().catch(() => undefined);
      page = await context.newPage();
    }
  }

  const after = new Map<Baseline, { cold: number; warm: number[] }>();
  for (const kind of kinds) after.set(kind, await baselineSamples(page, kind, size));
  const baselineMedian = (kind: Baseline) => median([...before.get(kind)!.warm, ...after.get(kind)!.warm]);

  console.log('\nBaselines in the same browser, chart-area size (cold: first draw in a fresh page):');
  console.table(
    kinds.map((kind) => ({
      baseline:
        kind === 'echarts line'
          ? 'raw ECharts, 10k-point line, no symbols'
          : 'DOM-built HTML table, 10k rows × 8',
      'cold ms': round(before.get(kind)!.cold),
      'median ms before': round(median(before.get(kind)!.warm)),
      'median ms after': round(median(after.get(kind)!.warm)),
      'median ms': round(baselineMedian(kind)),
    })),
  );

  console.log(
    `Render time per chart type (sl:chart-data → sl:chart-rendered): cold = first load of the page; ` +
      `median of up to ${RUNS} renders after it, the chart's code loaded. ratio = median / baseline median.`,
  );
  console.table([
    ...measured.map(({ vizType, rows, cold, runs, note }) => {
      const kind: Baseline = TABLE_TYPES.has(vizType) ? 'html table' : 'echarts line';
      const figure = runs.length ? median(runs) : cold;
      const ratio = Number((figure / baselineMedian(kind)).toFixed(2));
      return {
        'chart type': vizType,
        rows,
        'cold ms': round(cold),
        'median ms': runs.length ? round(figure) : '-',
        runs: runs.length,
        baseline: kind,
        ratio: runs.length ? ratio : `${ratio} (cold)`,
        note,
      };
    }),
    ...failures.map(({ vizType, reason, note }) => ({
      'chart type': vizType,
      rows: '-',
      'cold ms': '-',
      'median ms': '-',
      runs: 0,
      baseline: '-',
      ratio: '-',
      note: `FAILED: ${reason}${note ? ` (${note})` : ''}`,
    })),
  ]);
  console.log(`render bench took ${seconds(benchStart)} s`);
} finally {
  await cleanUp();
}
