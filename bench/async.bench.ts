/**
 * Async chart data (GLOBAL_ASYNC_QUERIES): what running queries as jobs costs against answering them in
 * the request, and how soon a client learns that a job ended. Every server and worker is a process of
 * its own on one data directory (var/bench-async-home, the example tables with 1M events by default,
 * generated once and kept), over a throw-away Redis (Debian's redis-server).
 *
 * 1. Throughput: a fixed mix of uncached chart-data queries (four query contexts over web_events, each
 *    request made unique by a filter value, so no cache answers), sent by CLIENTS clients at once, in
 *    rounds: (a) flag off, the POST answers 200; (b) the flag on, the web process (`sightline start
 *    --no-worker`) queues jobs that one `sightline worker` process runs through BullMQ; (c) the same
 *    with two worker processes. A job counts until its
 *    answer was fetched from its result_url; the client learns its end over the websocket, as the
 *    browser does, and also polls (so an end the socket misses is still seen; the misses are counted).
 *    Each round's jobs/s, the median of the rounds, and the ratio async / sync of each round paired with
 *    the sync turn of the same round.
 * 2. Notification latency: jobs run one at a time, each ended event timed from its publication (its id's
 *    milliseconds: the server's clock, for memory streams and Redis stream ids alike) to the moment this
 *    process read it over the websocket and by polling every 500 ms (as the browser falls back to), with
 *    the jobs on the web process's own worker without Redis, and on a worker process over Redis.
 *
 * Prints figures; asserts nothing.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { startRedisServer } from '@sightline/query-engine/testing';
import { chartDataQueries } from './chartDataQueries.js';
import { median } from './figures.js';
import { createAdmin, runCliOrThrow, startServerProcess, type LiveServer } from './liveServer.js';

const ROWS = Number(process.env.BENCH_ASYNC_ROWS ?? 1_000_000);
/** Throughput rounds; each runs the mix once per mode, in turn. One more round before them warms up. */
const ROUNDS = Number(process.env.BENCH_ASYNC_ROUNDS ?? 5);
/** Requests of the mix per round, spread evenly over its query contexts. */
const MIX_SIZE = Number(process.env.BENCH_ASYNC_MIX ?? 48);
/** Requests (or jobs, until their answer is fetched) in flight at once, as a dashboard's charts are. */
const CLIENTS = Number(process.env.BENCH_ASYNC_CLIENTS ?? 8);
/**
 * Users the mix is shared among (each client signs in as one): the server caps the statements each
 * user runs at once (half the overall cap), so one user would measure that cap, not the server.
 */
const USERS = Number(process.env.BENCH_ASYNC_USERS ?? 2);
/** Jobs timed for the notification latency, per setup. */
const LATENCY_JOBS = Number(process.env.BENCH_ASYNC_LATENCY_JOBS ?? 30);
/** The browser's polling period (ASYNC_POLLING_DELAY_MS): the next poll is this long after an answer. */
const POLL_MS = 500;

const home = resolve(process.env.BENCH_HOME ?? 'var/bench-async-home');
const users = Array.from({ length: USERS }, (_, i) => ({
  username: `bench${i + 1}`,
  password: 'bench-password',
}));

/** The mix's query contexts: a big number, a time series, a weekly top 5 and an aggregate table. */
const mixContexts = [
  'big number, one month',
  'time series by day, 3 series',
  'top 5 countries by revenue, weekly',
  'aggregate table (country x browser)',
].map((name) => {
  const found = chartDataQueries.find((q) => q.name === name);
  if (!found) throw new Error(`no bench query named ${name}`);
  return found;
});

/** The data directory is made once per row count: users created, examples generated, by the CLI. */
function prepareHome() {
  const marker = join(home, 'bench-async-rows');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === String(ROWS)) return;
  rmSync(home, { recursive: true, force: true });
  const started = performance.now();
  for (const user of users) createAdmin(home, {}, user);
  runCliOrThrow(home, {}, ['examples', 'load', '--rows', String(ROWS)]);
  writeFileSync(marker, String(ROWS));
  console.log(
    `example data ready (${ROWS.toLocaleString('en-US')} events) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Wall-clock ms with a fraction, comparable with the server's Date.now() on this machine. */
const nowMs = () => performance.timeOrigin + performance.now();
/** When the server published an event: the milliseconds of its id (`<ms>-<sequence>`). */
const publishedMs = (eventId: string) => Number(eventId.split('-')[0]);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface AsyncEventMessage {
  id: string;
  job_id: string;
  status: string;
  result_url: string | null;
  errors: unknown[];
}

/** A signed-in user of one server: its chart-data requests, and its session's job events. */
interface Client {
  base: string;
  headers: Record<string, string>;
  datasource: { id: number; type: string };
  /** A job's end event, however it arrived first; resolves at once when it arrived already. */
  ended(jobId: string): Promise<AsyncEventMessage>;
  /** When each job's end was read over the websocket, and by polling (while polling runs). */
  socketAt: Map<string, number>;
  pollAt: Map<string, number>;
  startPolling(): Promise<void>;
  close(): Promise<void>;
}

async function signIn(base: string, user: { username: string; password: string }): Promise<Client> {
  const login = await fetch(`${base}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, provider: 'db' }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
  const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:web_events)))');
  const datasets = (await (await fetch(`${base}/api/v1/dataset/?q=${q}`, { headers })).json()) as {
    result: { id: number }[];
  };

  const events = new Map<string, AsyncEventMessage>();
  const waiting = new Map<string, (event: AsyncEventMessage) => void>();
  const socketAt = new Map<string, number>();
  const pollAt = new Map<string, number>();
  const arrived = (event: AsyncEventMessage) => {
    if (events.has(event.job_id)) return;
    events.set(event.job_id, event);
    waiting.get(event.job_id)?.(event);
    waiting.delete(event.job_id);
  };
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/v1/async_event/ws`, {
    headers: { authorization: headers.authorization },
  });
  socket.on('message', (data) => {
    const at = nowMs();
    const event = JSON.parse(String(data)) as AsyncEventMessage;
    socketAt.set(event.job_id, at);
    arrived(event);
  });
  await new Promise<void>((open, fail) => {
    socket.once('open', () => open());
    socket.once('error', fail);
    socket.once('unexpected-response', (_request, response) =>
      fail(new Error(`the event socket was refused (${response.statusCode})`)),
    );
  });

  let polling = false;
  let pollLoop: Promise<void> = Promise.resolve();
  const readEvents = async (lastId: string | null) => {
    const query = lastId ? `?last_id=${lastId}` : '';
    const response = await fetch(`${base}/api/v1/async_event/${query}`, { headers });
    if (response.status !== 200) throw new Error(`polling failed: ${response.status}`);
    const at = nowMs();
    return { at, events: ((await response.json()) as { result: AsyncEventMessage[] }).result };
  };

  return {
    base,
    headers,
    datasource: { id: datasets.result[0]!.id, type: 'table' },
    socketAt,
    pollAt,
    ended: (jobId) => {
      const known = events.get(jobId);
      return known ? Promise.resolve(known) : new Promise((done) => waiting.set(jobId, done));
    },
    // As the browser's feed: read after the last id seen, then wait POLL_MS after each answer.
    async startPolling() {
      let lastId: string | null = null;
      for (let page = await readEvents(null); page.events.length > 0; page = await readEvents(lastId))
        lastId = page.events.at(-1)!.id;
      polling = true;
      pollLoop = (async () => {
        while (polling) {
          const { at, events: read } = await readEvents(lastId);
          for (const event of read) {
            lastId = event.id;
            if (!pollAt.has(event.job_id)) pollAt.set(event.job_id, at);
            arrived(event);
          }
          await sleep(POLL_MS);
        }
      })();
    },
    async close() {
      polling = false;
      await pollLoop;
      socket.close();
    },
  };
}

let unique = 0;
/** A query context of the mix made unique with a filter that keeps every row (latency is never < 0). */
function uniqueBody(client: Client, index: number): string {
  const { query } = mixContexts[index % mixContexts.length]!;
  const filters = [{ col: 'latency_ms', op: '!=', val: -1 - ++unique }];
  return JSON.stringify({
    datasource: client.datasource,
    queries: [{ ...query, filters }],
    result_type: 'full',
    result_format: 'json',
  });
}

/**
 * One chart-data request to its answer: the POST's 200 answer, or its 202 job's answer fetched from
 * the result URL once the job's end arrived. `expect` is the status the POST must answer with.
 */
async function chartData(client: Client, body: string, expect: 200 | 202): Promise<string | null> {
  const response = await fetch(`${client.base}/api/v1/chart/data`, {
    method: 'POST',
    headers: client.headers,
    body,
  });
  const text = await response.text();
  if (response.status !== expect)
    throw new Error(`chart data answered ${response.status}, not ${expect}: ${text.slice(0, 300)}`);
  if (expect === 200) return null;
  const jobId = (JSON.parse(text) as { job_id: string }).job_id;
  const event = await endedWithin(client, jobId);
  if (event.status !== 'done' || !event.result_url)
    throw new Error(`a job ended with ${event.status}: ${JSON.stringify(event.errors)}`);
  const answer = await fetch(`${client.base}${event.result_url}`, { headers: client.headers });
  const answerText = await answer.text();
  if (answer.status !== 200)
    throw new Error(`the result URL answered ${answer.status}: ${answerText.slice(0, 300)}`);
  return jobId;
}

/** How long a job may take to end before the bench stops (a lost job would otherwise hang it). */
const END_WAIT_MS = 60_000;

/** A job's end, over the websocket or by polling, whichever brings it first. */
async function endedWithin(client: Client, jobId: string): Promise<AsyncEventMessage> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((done) => (timer = setTimeout(() => done(null), END_WAIT_MS)));
  const event = await Promise.race([client.ended(jobId), late]);
  clearTimeout(timer);
  if (!event) throw new Error(`job ${jobId} did not end in ${END_WAIT_MS / 1000} s`);
  return event;
}

interface MixResult {
  jobsPerSecond: number;
  jobMs: number[];
  /** Jobs whose end came by polling only, never over the websocket. */
  missed: number;
}

/** Events come over the websocket within milliseconds: one later than this counts as missed. */
const SOCKET_GRACE_MS = 1000;

/** Runs the mix with CLIENTS requests in flight, the clients taking turns by user; jobs/s and each request's ms. */
async function runMix(clients: Client[], expect: 200 | 202): Promise<MixResult> {
  let next = 0;
  const jobMs: number[] = [];
  const jobs: { client: Client; jobId: string }[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, lane) => {
      const client = clients[lane % clients.length]!;
      for (let index = next++; index < MIX_SIZE; index = next++) {
        const body = uniqueBody(client, index);
        const start = performance.now();
        const jobId = await chartData(client, body, expect);
        jobMs.push(performance.now() - start);
        if (jobId) jobs.push({ client, jobId });
      }
    }),
  );
  const jobsPerSecond = MIX_SIZE / ((performance.now() - started) / 1000);
  // An end the websocket has not brought a second after polling did, it never brings (see SOCKET_GRACE_MS).
  await sleep(SOCKET_GRACE_MS);
  const missed = jobs.filter(({ client, jobId }) => !client.socketAt.has(jobId)).length;
  return { jobsPerSecond, jobMs, missed };
}

/** Jobs one at a time, each after a random pause (so they start at any point of the poll period). */
async function notificationLatency(client: Client): Promise<{ socket: number[]; polling: number[] }> {
  await client.startPolling();
  const socket: number[] = [];
  const polling: number[] = [];
  try {
    for (let i = 0; i < LATENCY_JOBS; i++) {
      await sleep(Math.random() * POLL_MS);
      const response = await fetch(`${client.base}/api/v1/chart/data`, {
        method: 'POST',
        headers: client.headers,
        body: uniqueBody(client, i),
      });
      if (response.status !== 202) throw new Error(`chart data answered ${response.status}, not 202`);
      const { job_id } = (await response.json()) as { job_id: string };
      const event = await client.ended(job_id);
      while (!client.pollAt.has(job_id)) await sleep(5);
      await sleep(client.socketAt.has(job_id) ? 0 : SOCKET_GRACE_MS);
      if (client.socketAt.has(job_id)) socket.push(client.socketAt.get(job_id)! - publishedMs(event.id));
      polling.push(client.pollAt.get(job_id)! - publishedMs(event.id));
    }
  } finally {
    await client.close();
  }
  return { socket, polling };
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => Number(x.toFixed(x < 10 ? 1 : 0));

prepareHome();
const redis = await startRedisServer();
const running: LiveServer[] = [];
const start = async (...args: Parameters<typeof startServerProcess>) => {
  const server = await startServerProcess(...args);
  running.push(server);
  return server;
};
const stop = async (server: LiveServer) => {
  running.splice(running.indexOf(server), 1);
  await server.stop();
};
try {
  const common = { SIGHTLINE_LOAD_EXAMPLES: 'false', REDIS_URL: redis.url };
  const asyncOn = { SIGHTLINE_FEATURE_GLOBAL_ASYNC_QUERIES: 'true' };
  // Flag off: the request runs the query. Its results go to the same Redis cache as the jobs' do.
  const syncServer = await start(home, common, { args: ['start', '--no-worker'] });
  // Flag on, no worker in the web process: jobs go to the worker processes through BullMQ.
  const webServer = await start(
    home,
    { ...common, ...asyncOn },
    { args: ['start', '--no-worker'], label: 'web' },
  );
  const startWorker = (label: string) =>
    start(home, common, { args: ['worker'], ready: /Sightline worker is running/, label });
  const workerA = await startWorker('worker 1');

  const syncClients = await Promise.all(users.map((user) => signIn(syncServer.base, user)));
  const asyncClients = await Promise.all(users.map((user) => signIn(webServer.base, user)));
  // The browser polls only once its socket gave up; here polling runs beside the socket throughout, so
  // that an end the socket misses still ends its job (at the cost of a poll period), and is counted.
  for (const client of asyncClients) await client.startPolling();
  const modes = ['sync (flag off, 200)', 'jobs, 1 worker', 'jobs, 2 workers'] as const;
  const results = new Map<string, MixResult[]>(modes.map((m) => [m, []]));
  for (let round = 0; round <= ROUNDS; round++) {
    const sync = await runMix(syncClients, 200);
    const one = await runMix(asyncClients, 202);
    const workerB = await startWorker('worker 2');
    const two = await runMix(asyncClients, 202);
    await stop(workerB);
    // Round 0 warms up every process (JIT, DuckDB's buffers, connections) and is not counted.
    if (round === 0) continue;
    results.get(modes[0])!.push(sync);
    results.get(modes[1])!.push(one);
    results.get(modes[2])!.push(two);
  }
  const syncRounds = results.get(modes[0])!;
  console.table(
    modes.map((mode) => {
      const rounds = results.get(mode)!;
      return {
        mode,
        'jobs/s (median)': ms(median(rounds.map((r) => r.jobsPerSecond))),
        'jobs/s per round': rounds.map((r) => r.jobsPerSecond.toFixed(1)).join(' '),
        'ms per job (median)': ms(median(rounds.flatMap((r) => r.jobMs))),
        'ratio to sync': Number(
          median(rounds.map((r, i) => r.jobsPerSecond / syncRounds[i]!.jobsPerSecond)).toFixed(2),
        ),
        'ends the websocket missed': mode === modes[0] ? '-' : rounds.map((r) => r.missed).join(' '),
      };
    }),
  );
  console.log(
    `(${MIX_SIZE} uncached requests a round over ${ROWS.toLocaleString('en-US')} events, ${CLIENTS} in flight from ` +
      `${USERS} users, ${ROUNDS} rounds; a job counts until its answer was fetched from its result_url; ` +
      `each worker runs ${process.env.SIGHTLINE_WORKER_CONCURRENCY ?? 16} jobs at once, and each process caps its statements (overall and per user) by the cores)`,
  );
  for (const client of [...syncClients, ...asyncClients]) await client.close();

  // Notification latency: this process's worker and memory events, then a worker process over Redis.
  const memoryServer = await start(
    home,
    { ...asyncOn, SIGHTLINE_LOAD_EXAMPLES: 'false', REDIS_URL: undefined },
    { label: 'in-process' },
  );
  const latencies = [
    {
      setup: "web process's own worker, memory events",
      ...(await notificationLatency(await signIn(memoryServer.base, users[0]!))),
    },
    {
      setup: 'worker process, Redis (BullMQ)',
      ...(await notificationLatency(await signIn(webServer.base, users[0]!))),
    },
  ];
  await stop(workerA);
  console.table(
    latencies.flatMap(({ setup, socket, polling }) => [
      {
        setup,
        via: 'websocket',
        'median ms': ms(median(socket)),
        'p90 ms': ms(percentile(socket, 0.9)),
        jobs: socket.length,
      },
      {
        setup,
        via: `polling every ${POLL_MS} ms`,
        'median ms': ms(median(polling)),
        'p90 ms': ms(percentile(polling, 0.9)),
        jobs: polling.length,
      },
    ]),
  );
  console.log(
    `(from the event's publication, its id's milliseconds on the server's clock, to its arrival here, ±1 ms; ` +
      `polling's floor is about half its period, ${POLL_MS / 2} ms, plus one request)`,
  );
} finally {
  for (const server of running.splice(0).reverse()) await server.stop();
  await redis.stop();
}
