#!/usr/bin/env node
// Renders the gallery's images from the example charts: for each chart type, its first example chart
// becomes the thumbnail (packages/web/public/static/viz/<viz_type>.png, 320×240) and the example image
// (<viz_type>-example-1.png, 800×500). Real renders of the example data, in headless Chromium, through
// a server started here on a fresh data directory (bench/liveServer.ts). Needs a build (npm run build)
// first.
//   node scripts/render-chart-images.mjs [viz_type ...]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, repoRoot, signIn, startLiveServer } from '../bench/dist/liveServer.js';

const home = join(repoRoot, 'var/chart-images-home');
const outDir = join(repoRoot, 'packages/web/public/static/viz');
const user = { username: 'images', password: 'render-the-gallery-1' };
const only = new Set(process.argv.slice(2));

mkdirSync(outDir, { recursive: true });
const server = await startLiveServer(home, user);
const { base } = server;
try {
  const browser = await launchChromium();
  try {
    const signedIn = await browser.newContext();
    const page = await signedIn.newPage();
    await signIn(page, base, user);
    const storageState = await signedIn.storageState();
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
  await server.stop();
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
