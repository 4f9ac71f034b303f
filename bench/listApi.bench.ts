/**
 * List API overhead: `GET /api/v1/chart/?q=...` (rison parse, auth, list compile, owners/dashboards
 * joins, serialization) against a baseline of the same page fetched straight from the metadata store
 * with one hand-written SQL query plus a count. Prints latency figures and the ratio; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeSamples, withBenchApp } from './benchApp.js';

const ITERATIONS = 400;
const WARMUP = 50;

function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
  return { mean, p50: at(0.5), p95: at(0.95) };
}

async function measure(label: string, fn: () => Promise<void>) {
  return { label, ...summarize(await timeSamples(WARMUP, ITERATIONS, fn)) };
}

const home = mkdtempSync(join(tmpdir(), 'sightline-bench-'));
try {
  await withBenchApp(home, 10_000, async ({ deps, app, authorization }) => {
    const headers = { authorization };
    const q = '(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)';

    const api = await measure('GET /api/v1/chart/ (page of 25)', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/chart/?q=${encodeURIComponent(q)}`,
        headers,
      });
      if (response.statusCode !== 200)
        throw new Error(`list failed: ${response.statusCode} ${response.body}`);
    });
    const baseline = await measure('baseline: one SELECT + COUNT on the store', async () => {
      await deps.db
        .selectFrom('slices as s')
        .leftJoin('tables as t', 't.id', 's.datasource_id')
        .select(['s.id', 's.slice_name', 's.viz_type', 's.changed_on', 't.table_name'])
        .orderBy('s.changed_on', 'desc')
        .limit(25)
        .execute();
      await deps.db
        .selectFrom('slices')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
    });

    const ms = (x: number) => `${x.toFixed(3)} ms`;
    console.table(
      [api, baseline].map((r) => ({ case: r.label, mean: ms(r.mean), p50: ms(r.p50), p95: ms(r.p95) })),
    );
    console.log(`list API / baseline (mean): ${(api.mean / baseline.mean).toFixed(1)}x`);
  });
} finally {
  rmSync(home, { recursive: true, force: true });
}
