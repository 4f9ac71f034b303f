#!/usr/bin/env node
// Developer tool: signs in, opens a page, waits until no dashboard chart is loading, saves a screenshot.
//   node scripts/dev/screenshot-dashboard.mjs "/superset/dashboard/sales/" /tmp/dash.png [width] [height] [fullPage]
/* global document -- these callbacks run in the page */
import { launchChromium, signIn } from '../../bench/dist/liveServer.js';

const [path = '/', out = '/tmp/page.png', width = '1440', height = '1000', full = ''] = process.argv.slice(2);
const base = process.env.SIGHTLINE_URL ?? 'http://127.0.0.1:8088';
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  page.on(
    'console',
    (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`${m.type()}: ${m.text()}`),
  );
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  await signIn(page, base, {
    username: process.env.SIGHTLINE_USER ?? 'admin',
    password: process.env.SIGHTLINE_PASSWORD ?? 'admin-preview-1',
  });
  const started = Date.now();
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(500);
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="dashboard-chart"][data-status="loading"]'),
    null,
    { timeout: 30_000 },
  );
  console.log(`settled in ${Date.now() - started} ms`);
  await page.waitForTimeout(700);
  await page.screenshot({ path: out, fullPage: full === 'full' });
  const statuses = await page.$$eval('[data-testid="dashboard-chart"]', (els) =>
    els.map((e) => e.getAttribute('data-status')),
  );
  console.log(`saved ${out}; charts: ${statuses.join(',')}`);
} finally {
  await browser.close();
}
