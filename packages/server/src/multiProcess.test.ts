import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Job, Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPostgresServer,
  startRedisServer,
  type PostgresTestServer,
  type RedisTestServer,
} from '@sightline/query-engine/testing';
import { QUEUE_NAME } from './services/asyncQueries/bullJobQueue.js';

/**
 * The multi-process set-up as deployed: one PostgreSQL metadata store, one Redis, two web processes that
 * only queue queries (`start --no-worker`) and a worker process (`sightline worker`), all run from the
 * built CLI with one data directory and secret key. The web processes start together on a fresh
 * installation, and only one of them writes the example file. A session signed in on one web process
 * is used on the other; jobs queued on one are read on the other; a worker killed mid-job leaves the
 * job to the next worker, and a worker told to stop ends its running job with an error event.
 */

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const PASSWORD = 'multi-process-pass-1';
const SLOW_SQL = 'SELECT sum(r) AS n FROM range(100000000000) t(r)';

let pg: PostgresTestServer;
let redis: RedisTestServer;
let home: string;
let env: NodeJS.ProcessEnv;
const children = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
}

/** Runs the CLI with the shared environment; resolves once a line of its output matches `ready`. */
async function startCli(args: string[], ready: RegExp, extraEnv: NodeJS.ProcessEnv = {}): Promise<Started> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let text = '';
  const output = () => text;
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (ready.test(text)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`sightline ${args.join(' ')} exited (${code}) before it was ready:\n${text}`)),
    );
  });
  return { child, output };
}

/** Runs a CLI command to its end; fails with its output unless it exits 0. */
async function runCli(args: string[]): Promise<void> {
  const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`sightline ${args.join(' ')} exited ${code}:\n${text}`);
}

async function startWeb(): Promise<{ url: string } & Started> {
  const started = await startCli(['start', '--no-worker'], /Sightline is running on (\S+)/);
  return { ...started, url: /Sightline is running on (\S+)/.exec(started.output())![1]! };
}

const startWorkerProcess = () => startCli(['worker'], /Sightline worker is running/);

async function until<T>(check: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let webA: { url: string } & Started;
let webB: { url: string } & Started;
let worker: Started;
let queue: Queue;

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
  [pg, redis] = await Promise.all([startPostgresServer(), startRedisServer()]);
  home = mkdtempSync(join(tmpdir(), 'sightline-multi-'));
  env = {
    PATH: process.env.PATH,
    SIGHTLINE_HOME: home,
    SIGHTLINE_SECRET_KEY: 'multi-process-test-secret-key-0123456789',
    DATABASE_URL: await pg.createDatabase('sightline_multi'),
    REDIS_URL: redis.url,
    PORT: '0',
    HOST: '127.0.0.1',
    SIGHTLINE_FEATURE_GLOBAL_ASYNC_QUERIES: 'true',
    SIGHTLINE_EVENTS_ROWS: '500',
    SIGHTLINE_PASSWORD_HASH_COST: '14',
    SIGHTLINE_LOG_LEVEL: 'warn',
    // A dead worker's job is noticed within seconds instead of the default half minute.
    SIGHTLINE_JOB_LOCK_SECONDS: '3',
    SIGHTLINE_JOB_STALL_CHECK_SECONDS: '1',
  };
  // The schema and an admin, as an operator makes them before the first start; the web processes then
  // start together on the fresh installation, and one of them loads the example data.
  await runCli(['users', 'create', '--username', 'admin', '--password', PASSWORD, '--role', 'Admin']);
  [webA, webB, worker] = await Promise.all([startWeb(), startWeb(), startWorkerProcess()]);
  queue = new Queue(QUEUE_NAME, { connection: { url: redis.url } });
}, 120_000);

afterAll(async () => {
  await queue?.close();
  await Promise.all(
    [...children].map(async (child) => {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }),
  );
  await Promise.all([redis?.stop(), pg?.stop()]);
  if (home) rmSync(home, { recursive: true, force: true });
}, 60_000);

/** A reply's JSON, read by the test as it knows the API's shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test asserts the shapes it reads
type Json = any;

interface Session {
  cookie: string;
  csrfToken: string;
}

async function call(
  base: string,
  path: string,
  {
    session,
    csrfToken,
    method = 'GET',
    body,
  }: {
    session?: Session;
    csrfToken?: string;
    method?: string;
    body?: unknown;
  } = {},
): Promise<{ status: number; json: () => Json }> {
  const headers: Record<string, string> = {};
  if (session) headers['cookie'] = session.cookie;
  if (csrfToken) headers['x-csrftoken'] = csrfToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, base), {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: () => JSON.parse(text),
  };
}

async function signIn(base: string): Promise<Session> {
  const response = await fetch(new URL('/api/v1/security/session/', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('session='));
  expect(cookie).toBeDefined();
  const csrf = await call(base, '/api/v1/security/csrf_token/', {
    session: { cookie: cookie!, csrfToken: '' },
  });
  expect(csrf.status).toBe(200);
  return { cookie: cookie!, csrfToken: csrf.json().result as string };
}

/** The job's end event, read through `base` (any web process) as the browser polls for it. */
async function eventOf(base: string, session: Session, jobId: string) {
  return until(async () => {
    const response = await call(base, '/api/v1/async_event/', { session });
    expect(response.status).toBe(200);
    return (response.json().result as { job_id: string; status: string }[]).find(
      (event) => event.job_id === jobId,
    ) as
      | { job_id: string; status: string; result_url: string | null; errors: { message: string }[] }
      | undefined;
  }, `the event of job ${jobId}`);
}

async function datasetId(base: string, session: Session, table: string): Promise<number> {
  const q = `(filters:!((col:table_name,opr:eq,value:${table})))`;
  const response = await call(base, `/api/v1/dataset/?q=${encodeURIComponent(q)}`, { session });
  expect(response.status).toBe(200);
  return response.json().ids[0] as number;
}

describe('two web processes and a worker over PostgreSQL and Redis', () => {
  let session: Session;

  it('load the example data once, in one of the web processes', () => {
    const loaders = [webA, webB].filter((web) => /Loading example data/.test(web.output()));
    expect(loaders).toHaveLength(1);
    expect(worker.output()).not.toMatch(/example data/);
  });

  it('share the session: a job queued on A ends in an event read on B, its result served by A', async () => {
    session = await signIn(webA.url);
    const orders = await datasetId(webA.url, session, 'orders');
    const accepted = await call(webA.url, '/api/v1/chart/data', {
      session,
      csrfToken: session.csrfToken,
      method: 'POST',
      body: {
        datasource: { id: orders, type: 'table' },
        queries: [{ columns: ['region'], metrics: ['count'], orderby: [['region', true]] }],
      },
    });
    expect(accepted.status).toBe(202);
    const job = accepted.json();
    expect(job.status).toBe('pending');

    const event = await eventOf(webB.url, session, job.job_id);
    expect(event).toMatchObject({ status: 'done', errors: [] });
    const result = await call(webA.url, event.result_url!, { session });
    expect(result.status).toBe(200);
    const rows = result.json().result[0].data as { region: string; count: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0);
  });

  it("accept A's CSRF token on B, and read on B a permalink and filter state stored through A", async () => {
    const orders = await datasetId(webB.url, session, 'orders');
    const formData = { datasource: `${orders}__table`, viz_type: 'table' };
    const refused = await call(webB.url, '/api/v1/explore/permalink', {
      session,
      method: 'POST',
      body: { formData },
    });
    expect(refused.status).toBe(400);
    const created = await call(webA.url, '/api/v1/explore/permalink', {
      session,
      csrfToken: session.csrfToken,
      method: 'POST',
      body: { formData },
    });
    expect(created.status).toBe(201);
    const read = await call(webB.url, `/api/v1/explore/permalink/${created.json().key}`, { session });
    expect(read.status).toBe(200);
    expect(read.json().state.formData).toMatchObject(formData);

    const dashboards = await call(webA.url, '/api/v1/dashboard/', { session });
    const dashboard = dashboards.json().ids[0] as number;
    const value = JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: ['EMEA'] } } });
    const stored = await call(webA.url, `/api/v1/dashboard/${dashboard}/filter_state`, {
      session,
      csrfToken: session.csrfToken,
      method: 'POST',
      body: { value },
    });
    expect(stored.status).toBe(201);
    const filterState = await call(
      webB.url,
      `/api/v1/dashboard/${dashboard}/filter_state/${stored.json().key}`,
      { session },
    );
    expect(filterState.status).toBe(200);
    expect(filterState.json()).toEqual({ value });

    const onB = await call(webB.url, '/api/v1/explore/permalink', {
      session,
      csrfToken: session.csrfToken,
      method: 'POST',
      body: { formData },
    });
    expect(onB.status).toBe(201);
  });

  it('retry a job whose worker was killed on the next worker, which ends it with an error event when stopped', async () => {
    const examples = (await call(webA.url, '/api/v1/database/', { session })).json().ids[0] as number;
    const created = await call(webB.url, '/api/v1/dataset/', {
      session,
      csrfToken: session.csrfToken,
      method: 'POST',
      body: { database: examples, schema: 'main', table_name: 'endless_sum', sql: SLOW_SQL },
    });
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    const accepted = await call(webB.url, '/api/v1/chart/data', {
      session,
      csrfToken: session.csrfToken,
      method: 'POST',
      body: {
        datasource: { id: created.json().id as number, type: 'table' },
        queries: [{ columns: ['n'], metrics: [] }],
      },
    });
    expect(accepted.status).toBe(202);
    const jobId = accepted.json().job_id as string;
    const state = async () => {
      const job = await Job.fromId(queue, jobId);
      return job ? { state: await job.getState(), attempts: job.attemptsStarted } : null;
    };
    const started = await until(async () => {
      const now = await state();
      return now?.state === 'active' ? now : undefined;
    }, 'the job to start');

    worker.child.kill('SIGKILL');
    await once(worker.child, 'exit');
    const next = await startWorkerProcess();
    // Normally the next worker runs the job again; on a machine so busy that the first worker lost its
    // hold once already, the job has used its one retry and ends with an error event instead.
    const rerun = await until(async () => {
      const now = await state();
      if (now?.state === 'active' && now.attempts > started.attempts) return 'running' as const;
      return now?.state === 'failed' ? ('failed' as const) : undefined;
    }, 'the job to run again on the next worker, or fail');

    // The worker that learns of a failure publishes its event: read it before that worker stops.
    const failedEvent = rerun === 'failed' ? await eventOf(webA.url, session, jobId) : null;
    next.child.kill('SIGTERM');
    const [code] = (await once(next.child, 'exit')) as [number | null];
    expect(code, next.output()).toBe(0);
    const event = failedEvent ?? (await eventOf(webA.url, session, jobId));
    expect(event.status).toBe('error');
    expect(event.errors[0]!.message).toMatch(
      rerun === 'running' ? /shut down before it finished/ : /stopped before it finished/,
    );
  }, 60_000);
});
