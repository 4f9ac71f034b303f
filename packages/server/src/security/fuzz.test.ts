import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/createTestApp.js';
import { setUpChartDataTests } from '../testing/chartDataTestContent.js';
import { seedExampleContent } from '../testing/resourceTestContent.js';
import { OPENAPI_PATH, SWAGGER_UI_PREFIX } from '../http/openapi/openapi.js';
import { hostileRequests, markerPath, routesOf, type HostileRequest } from './hostileRequests.js';

/**
 * Bounded fuzz test: a deterministic stream of hostile requests over every route the app serves, as
 * an admin, a Gamma user and nobody, every other one with async queries on (chart data then runs as
 * jobs). No answer may be a 5xx, the server must still answer at the end, and nothing may be written
 * outside the data directory, by a request or by the jobs it queued.
 */

const SEED = 20261207;
const PER_ROUTE = 24;
const MIN_REQUESTS = 2000;

let t: TestApp;
let admin: Record<string, string>;
let gamma: Record<string, string>;
const markerDir = join(tmpdir(), `sightline-fuzz-${process.pid}`);

beforeAll(async () => {
  ({ t, admin, gamma } = await setUpChartDataTests());
  await seedExampleContent(t);
  mkdirSync(markerDir, { recursive: true });
});
afterAll(() => t?.close());

/** The files under `dir` (names relative to it), one level into each subdirectory. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? readdirSync(join(dir, entry.name)).map((name) => `${entry.name}/${name}`)
      : [entry.name],
  );
}

describe('fuzz: hostile requests over every route', () => {
  it(`answers ${MIN_REQUESTS}+ hostile requests without a 5xx, stays up and writes nothing outside the data directory`, async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(60);
    // The OpenAPI document and the Swagger UI's files (path traversal in the wildcard) are fuzzed too.
    expect(routes.map((route) => route.path)).toContain(OPENAPI_PATH);
    expect(routes.some(({ path }) => path.startsWith(SWAGGER_UI_PREFIX) && path.endsWith('*'))).toBe(true);
    const homeBefore = new Set(filesUnder(t.deps.config.home));
    const failures: string[] = [];
    const jobIds: string[] = [];
    let sent = 0;
    const identities = () => [admin, gamma, {}][sent % 3]!;
    for (const request of hostileRequests(routes, PER_ROUTE, SEED, markerDir)) {
      // Tokens die when a fuzzed request signs out: fresh ones every so often keep every role covered.
      if (sent % 40 === 0) {
        admin = (await t.signIn('admin')).headers;
        gamma = (await t.signIn('gwen')).headers;
      }
      const headers = request.headers['authorization']
        ? request.headers
        : { ...identities(), ...request.headers };
      t.deps.config.featureFlags.GLOBAL_ASYNC_QUERIES = sent % 2 === 1;
      const response = await t.app.inject({
        method: request.method as HostileRequest['method'] & 'GET',
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      sent += 1;
      if (response.statusCode === 202) jobIds.push((response.json() as { job_id: string }).job_id);
      if (response.statusCode >= 500) {
        failures.push(
          `${request.method} ${request.url.slice(0, 200)} ${String(request.payload).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`,
        );
      }
    }
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(failures).toEqual([]);
    // Every queued job ends before the files are looked at.
    for (const jobId of jobIds) {
      while ((await t.deps.asyncQueries.jobs.find(jobId)) !== null)
        await new Promise((r) => setTimeout(r, 20));
    }
    t.deps.config.featureFlags.GLOBAL_ASYNC_QUERIES = false;
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: (await t.signIn('admin')).headers,
    });
    expect(signedIn.statusCode).toBe(200);
    for (const name of ['copy.csv', 'attach.duckdb', 'created.duckdb', 'created.db', 'dataset.csv']) {
      expect(existsSync(markerPath(markerDir, name)), name).toBe(false);
    }
    expect(readdirSync(markerDir)).toEqual([]);
    // The home directory gains only the metadata store's own files and the data directory's.
    const added = filesUnder(t.deps.config.home).filter((name) => !homeBefore.has(name));
    expect(added.filter((name) => !/^(sightline\.db.*|data\/.*|.*\.duckdb\.wal)$/.test(name))).toEqual([]);
  }, 120_000);
});
