#!/usr/bin/env node
// Developer tool: loads a dashboard three times in headless Chromium (signed in to a running Sightline,
// default http://127.0.0.1:8088) and prints how long until every chart holder has rendered, then the
// last load's request waterfall (start and end of each request, ms since navigation) and chart marks.
//   node scripts/dev/dashboard-timeline.mjs "/superset/dashboard/sales/"
// Env: SIGHTLINE_URL, SIGHTLINE_USER / SIGHTLINE_PASSWORD. Needs bench/dist (npx tsc -b bench).
/* global document, performance, location -- these callbacks run in the page */
import { launchChromium, signIn } from '../../bench/dist/liveServer.js';
const base = process.env.SIGHTLINE_URL ?? 'http://127.0.0.1:8088';
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1440, height: 4000 } });
await signIn(page, base, {
  username: process.env.SIGHTLINE_USER ?? 'admin',
  password: process.env.SIGHTLINE_PASSWORD ?? 'admin-preview-1',
});
const path = process.argv[2] ?? '/superset/dashboard/sales/';
for (const round of [1, 2, 3]) {
  const t0 = Date.now();
  await page.goto(`${base}${path}`);
  await page.waitForFunction(
    () => {
      const h = [...document.querySelectorAll('[data-testid="dashboard-chart"]')];
      return h.length > 0 && h.every((e) => ['rendered', 'failed'].includes(e.getAttribute('data-status')));
    },
    null,
    { polling: 20, timeout: 30000 },
  );
  const total = Date.now() - t0;
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const res = performance
      .getEntriesByType('resource')
      .map((r) => [
        r.name.replace(location.origin, '').slice(0, 60),
        Math.round(r.startTime),
        Math.round(r.responseEnd),
      ]);
    const marks = performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]);
    return {
      domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
      res,
      marks: marks.slice(0, 5).concat(marks.slice(-3)),
      nmarks: marks.length,
    };
  });
  console.log(`round ${round}: total ${total} ms, DCL ${entries.domContentLoaded}`);
  if (round === 3) {
    for (const r of entries.res) console.log('  ', r.join('  '));
    console.log(entries.marks, entries.nmarks);
  }
}
await browser.close();
