/**
 * List API overhead: `GET /api/v1/chart/?q=...` (rison parse, auth, list compile, owners/dashboards
 * joins, serialization) against a baseline of the same page fetched straight from the metadata store
 * with one hand-written SQL query plus a count. Prints latency figures and the ratio; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  buildApp,
  closeAppDeps,
  createAppDeps,
  createUser,
  defaultConfig,
  loadExampleContent,
  prepareMetadata,
} from '@sightline/server';

const ITERATIONS = 400;
const WARMUP = 50;

function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
  return { mean, p50: at(0.5), p95: at(0.95) };
}

async function measure(label: string, fn: () => Promise<void>) {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return { label, ...summarize(samples) };
}

const home = mkdtempSync(join(tmpdir(), 'sightline-bench-'));
const config = { ...defaultConfig(home), logLevel: 'silent' as const };
const deps = await createAppDeps(config, { SIGHTLINE_SECRET_KEY: 'bench-secret-key-bench-secret-key' });
try {
  await prepareMetadata(deps);
  await loadExampleContent(deps, 10_000);
  await createUser(deps.db, { username: 'bench', password: 'bench-password', roles: ['Admin'] });
  const app = await buildApp(deps, { logger: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username: 'bench', password: 'bench-password', provider: 'db' },
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const q = '(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)';

  const api = await measure('GET /api/v1/chart/ (page of 25)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/chart/?q=${encodeURIComponent(q)}`,
      headers,
    });
    if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
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
  await app.close();
} finally {
  await closeAppDeps(deps);
  rmSync(home, { recursive: true, force: true });
}
