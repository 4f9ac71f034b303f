#!/usr/bin/env node
// Renders the gallery's images from the example charts: for each chart type, its first example chart
// becomes the thumbnail (packages/web/public/static/viz/<viz_type>.png, 320×240) and the example image
// (<viz_type>-example-1.png, 800×500). Real renders of the example data, in headless Chromium, through
// a server started here on a fresh data directory. Needs a build (npm run build) first.
//   node scripts/render-chart-images.mjs [viz_type ...]
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const home = join(root, 'var/chart-images-home');
const outDir = join(root, 'packages/web/public/static/viz');
const port = 18091;
const base = `http://127.0.0.1:${port}`;
const user = { username: 'images', password: 'render-the-gallery-1' };
const only = new Set(process.argv.slice(2));

rmSync(home, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const env = {
  ...process.env,
  SIGHTLINE_HOME: home,
  PORT: String(port),
  HOST: '127.0.0.1',
  SIGHTLINE_LOG_LEVEL: 'warn',
};
const cli = join(root, 'packages/server/dist/cli.js');
const created = spawnSync(
  process.execPath,
  [cli, 'users', 'create', '--username', user.username, '--password', user.password, '--role', 'Admin'],
  { env, stdio: 'inherit' },
);
if (created.status !== 0) process.exit(created.status ?? 1);
const server = spawn(process.execPath, [cli, 'start'], { env, stdio: ['ignore', 'inherit', 'inherit'] });

try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const signIn = await browser.newContext();
    const page = await signIn.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const storageState = await signIn.storageState();
    // Thumbnails are a 640×480 layout drawn at half scale: the chart keeps its proportions and text.
    const thumbnails = await (await browser.newContext({ storageState, deviceScaleFactor: 0.5 })).newPage();
    const examples = await (await browser.newContext({ storageState })).newPage();
    const charts = await listCharts(page);
    const firstOfType = new Map();
    for (const chart of charts) if (!firstOfType.has(chart.viz_type)) firstOfType.set(chart.viz_type, chart);
    for (const [vizType, chart] of firstOfType) {
      if (only.size > 0 && !only.has(vizType)) continue;
      await render(thumbnails, chart.id, join(outDir, `${vizType}.png`), 640, 480);
      await render(examples, chart.id, join(outDir, `${vizType}-example-1.png`), 800, 500);
      console.log(`${vizType}: ${chart.slice_name}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
}

async function render(page, chartId, path, width, height) {
  await page.setViewportSize({ width, height });
  await page.goto(`${base}/explore/?slice_id=${chartId}&standalone=1`);
  await page.locator('[data-testid="chart-rendered"]').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1500); // ECharts' entry animation (1 s) must finish
  await page.screenshot({ path });
}

async function listCharts(page) {
  const q = encodeURIComponent('(order_column:id,order_direction:asc,page_size:100)');
  const response = await page.request.get(`${base}/api/v1/chart/?q=${q}`);
  return (await response.json()).result;
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the server did not start');
}
