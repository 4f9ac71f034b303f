#!/usr/bin/env node
// Developer tool: signs in to a running Sightline (default the Vite dev server on :5173), opens a chart
// page and saves a screenshot of the page once the chart has rendered or shown its error state.
//   node scripts/dev/screenshot-chart.mjs "/explore/?slice_id=3" /tmp/chart.png [width] [height]
// Env: SIGHTLINE_URL (default http://127.0.0.1:5173), SIGHTLINE_USER / SIGHTLINE_PASSWORD. Needs the
// compiled bench/dist/liveServer.js (npx tsc -b).
import { launchChromium, signIn } from '../../bench/dist/liveServer.js';

const [path = '/explore/?slice_id=1', out = '/tmp/chart.png', width = '1280', height = '800'] =
  process.argv.slice(2);
const base = process.env.SIGHTLINE_URL ?? 'http://127.0.0.1:5173';
const username = process.env.SIGHTLINE_USER ?? 'admin';
const password = process.env.SIGHTLINE_PASSWORD ?? 'admin-preview-1';

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await signIn(page, base, { username, password });
  await page.goto(`${base}${path}`);
  await page
    .locator(
      '[data-testid="chart-rendered"], [data-testid^="chart-"][role="alert"], [data-testid="chart-empty"]',
    )
    .first()
    .waitFor({ timeout: 30_000 });
  await page.waitForTimeout(800); // animations settle
  await page.screenshot({ path: out });
  const state = await page.locator('[data-testid="chart-container"]').getAttribute('data-status');
  console.log(`saved ${out} (chart status: ${state})`);
  for (const line of problems) console.log(line);
} finally {
  await browser.close();
}
