/**
 * Chart-data API against DuckDB itself, on the example web_events table (10M rows by default;
 * BENCH_EVENTS_ROWS to change). For each representative query context: the median latency of
 * POST /api/v1/chart/data over HTTP from a client thread (force, so uncached), the median latency of
 * the same SQL run straight on DuckDB in this process, and their ratio (the goal: ≤ 1.2); beside them
 * the same SQL answered as JSON records by a bare node:http server (bareJsonServer.ts) through the same
 * client, the floor that HTTP and JSON set on this machine for any server, and the API's ratio to it.
 * The three are sampled in alternating turns (see TURNS); ratios are paired by turn. Then cached
 * requests per second with 32 concurrent keep-alive clients. The data directory var/bench-home is kept,
 * so the table is generated once. Prints figures; asserts nothing.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DuckDBInstance } from '@duckdb/node-api';
import { duckdbInstanceConfig } from '@sightline/query-engine';
import { timeSamples, withBenchApp } from './benchApp.js';
import { startBareJsonServer } from './bareJsonServer.js';
import { chartDataQueries } from './chartDataQueries.js';
import { median } from './figures.js';
import type { LatencyOptions, LoadOptions, LoadResult } from './loadClient.js';

const ROWS = Number(process.env.BENCH_EVENTS_ROWS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CONCURRENCY = 32;
const LOAD_SECONDS = 5;
/**
 * Each query's latency is sampled in turns, API, bare server, then DuckDB, TURNS times, each turn
 * LATENCY_SECONDS (and at least RUNS_PER_TURN runs) long; each side's figure is the median of its
 * turns' medians, and a ratio is the median of the turns' own ratios (say the API turn over the DuckDB
 * turn of the same round). All sides so see the same stretches of a machine whose load varies (other
 * work shares its cores): here the same query runs ~25% slower for seconds at a time, which a ratio of
 * two sides' overall medians takes for the API's cost whenever their turns fall in different stretches.
 */
const TURNS = Number(process.env.BENCH_TURNS ?? 5);
const LATENCY_SECONDS = 1;
const RUNS_PER_TURN = Math.ceil(RUNS / TURNS);
/**
 * Before any turn the server is warmed up, untimed: the first query (the cheapest, so the most requests)
 * for WARMUP_SECONDS, then every query for WARMUP_SECONDS_PER_QUERY (at least twice). A server that has
 * been up a while runs its request path optimized; a new one's first thousands of requests do not: on a
 * new server the count's 1 s turns took 1.16, 1.06 and 0.97 ms, then 0.79-0.83 ms from the fourth second on.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 4);
const WARMUP_SECONDS_PER_QUERY = 0.5;

/** Milliseconds to two decimals below 10 ms (the big numbers' fraction of a millisecond), else one. */
const figure = (ms: number) => Number(ms.toFixed(ms < 10 ? 2 : 1));

/** `fn`'s durations in ms, after one untimed run, for `seconds` and at least `minRuns` runs. */
async function timeSamplesFor(seconds: number, minRuns: number, fn: () => Promise<void>): Promise<number[]> {
  const samples = await timeSamples(1, 1, fn);
  const end = performance.now() + seconds * 1000;
  while (samples.length < minRuns || performance.now() < end) samples.push(...(await timeSamples(0, 1, fn)));
  return samples;
}

const WRK = '/usr/bin/wrk';

/** wrk (Debian's package) in its own process: a C client that leaves the CPU to the server. */
async function loadWithWrk(load: LoadOptions): Promise<LoadResult & { client: string; p50Ms: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-wrk-'));
  try {
    const script = join(dir, 'post.lua');
    const lua = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string literal here
    writeFileSync(
      script,
      [
        'wrk.method = "POST"',
        `wrk.body = ${lua(load.body)}`,
        'wrk.headers["Content-Type"] = "application/json"',
        ...Object.entries(load.headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`),
        'function done(summary, latency, requests)',
        '  local errors = summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout',
        '  io.write(string.format("RESULT %d %d %d %d\\n", summary.requests, errors, summary.duration, latency:percentile(50.0)))',
        'end',
      ].join('\n'),
    );
    // Asynchronous: the server under test runs on this process's event loop.
    const { stdout: output } = await promisify(execFile)(WRK, [
      '-t1',
      `-c${load.concurrency}`,
      `-d${load.seconds}s`,
      // wrk's own default (2 s) fails a slow query's request instead of timing it; the server's is 60 s.
      '--timeout',
      '60s',
      '-s',
      script,
      load.url,
    ]);
    const [, requests, errors, micros, p50] = /RESULT (\d+) (\d+) (\d+) (\d+)/.exec(output) ?? [];
    return {
      client: 'wrk',
      p50Ms: Number(p50) / 1000,
      completed: Number(requests) - Number(errors),
      failed: Number(errors),
      seconds: Number(micros) / 1e6,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Without wrk: the Node client of loadClient.ts in a worker thread (it shares the machine's cores). */
function runLoadClient<T>(job: { load: LoadOptions } | { latency: LatencyOptions }): Promise<T> {
  return new Promise((resolveRun, reject) => {
    const worker = new Worker(new URL('./loadClient.js', import.meta.url), { workerData: job });
    worker.once('message', resolveRun);
    worker.once('error', reject);
  });
}

async function loadWithWorker(load: LoadOptions): Promise<LoadResult & { client: string }> {
  return { ...(await runLoadClient<LoadResult>({ load })), client: 'node worker' };
}

const home = resolve(process.env.BENCH_HOME ?? 'var/bench-home');
await withBenchApp(home, ROWS, async ({ app, authorization }) => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { authorization, 'content-type': 'application/json' };
  const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:web_events)))');
  const datasets = (await (await fetch(`${address}/api/v1/dataset/?q=${q}`, { headers })).json()) as {
    result: { id: number }[];
  };
  const datasource = { id: datasets.result[0]!.id, type: 'table' };

  const url = `${address}/api/v1/chart/data`;
  const requestBody = (query: Record<string, unknown>, resultType: string, force: boolean) =>
    JSON.stringify({ datasource, queries: [query], result_type: resultType, result_format: 'json', force });
  const chartData = async (query: Record<string, unknown>, resultType = 'full', force = true) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: requestBody(query, resultType, force),
    });
    const body = (await response.json()) as {
      result?: { query?: string; rowcount?: number }[];
      message?: string;
    };
    if (response.status !== 200)
      throw new Error(`chart data failed (${response.status}): ${JSON.stringify(body)}`);
    return body.result ?? [];
  };
  // Timed requests come from another process (wrk, one connection, a turn's 1 s) or, without wrk, a
  // worker thread: the figures are the server's latency, not a client's work on the server's event loop.
  const latencyAt = async (target: string, body: string): Promise<number> => {
    const auth = { authorization: headers.authorization };
    if (existsSync(WRK)) {
      // A query slower than the turn completes no request in it: the turn is taken again, twice as long.
      for (let seconds = LATENCY_SECONDS; ; seconds *= 2) {
        const run = await loadWithWrk({ url: target, body, headers: auth, concurrency: 1, seconds });
        if (run.failed > 0 || (run.completed === 0 && seconds >= 60))
          throw new Error(`request failed under wrk (${run.failed} errors): ${target} ${body}`);
        if (run.completed > 0) return run.p50Ms;
      }
    }
    const samples = await runLoadClient<number[]>({
      latency: { url: target, body, headers: auth, runs: RUNS_PER_TURN + 1 },
    });
    return median(samples.slice(1));
  };

  const warmUp = (query: Record<string, unknown>, seconds: number) =>
    timeSamplesFor(seconds, 2, () => chartData(query).then(() => undefined));
  await warmUp(chartDataQueries[0]!.query, WARMUP_SECONDS);
  for (const { query } of chartDataQueries) await warmUp(query, WARMUP_SECONDS_PER_QUERY);

  // The instance is held for as long as its connection: DuckDB's instance cache waits, spinning, for a
  // file's database to close when the instance that opened it was collected while a connection lives.
  // It is the server's own instance (same file, same options), as the cache shares one per file.
  const instance = await DuckDBInstance.fromCache(
    join(home, 'examples.duckdb'),
    duckdbInstanceConfig({ file: true }),
  );
  const duck = await instance.connect();
  const bare = await startBareJsonServer(duck);
  const rows: Record<string, string | number>[] = [];
  const pairedRatio = (a: number[], b: number[]) =>
    Number(median(a.map((value, turn) => value / b[turn]!)).toFixed(2));
  for (const { name, query } of chartDataQueries) {
    const [full] = await chartData(query);
    const sqls = (await chartData(query, 'query')).map((r) => r.query!).filter(Boolean);
    const body = requestBody(query, 'full', true);
    bare.answer(sqls);
    await latencyAt(bare.url, body); // its code warmed up, untimed
    const apiTurns: number[] = [];
    const bareTurns: number[] = [];
    const directTurns: number[] = [];
    for (let turn = 0; turn < TURNS; turn += 1) {
      apiTurns.push(await latencyAt(url, body));
      bareTurns.push(await latencyAt(bare.url, body));
      const samples = await timeSamplesFor(LATENCY_SECONDS, RUNS_PER_TURN, async () => {
        for (const sql of sqls) (await duck.runAndReadAll(sql)).getRows();
      });
      directTurns.push(median(samples));
    }
    rows.push({
      query: name,
      rows: full?.rowcount ?? 0,
      'API median ms': figure(median(apiTurns)),
      'DuckDB median ms': figure(median(directTurns)),
      ratio: pairedRatio(apiTurns, directTurns),
      'bare HTTP ms': figure(median(bareTurns)),
      'bare / DuckDB': pairedRatio(bareTurns, directTurns),
      'API / bare': pairedRatio(apiTurns, bareTurns),
    });
  }
  await bare.close();
  duck.closeSync();
  instance.closeSync();
  console.table(rows);
  console.log(
    '(ratio: API over DuckDB, the goal ≤ 1.2; bare HTTP: the same SQL sent as JSON records by a bare ' +
      'node:http server through the same client, the floor for any server on this machine)',
  );

  // Cached requests: prime the cache once, then 32 clients in a worker thread.
  const cachedQuery = chartDataQueries[2]!.query;
  await chartData(cachedQuery, 'full', false);
  const load: LoadOptions = {
    url,
    body: requestBody(cachedQuery, 'full', false),
    headers: { authorization: headers.authorization },
    concurrency: CONCURRENCY,
    seconds: LOAD_SECONDS,
  };
  const result = existsSync(WRK) ? await loadWithWrk(load) : await loadWithWorker(load);
  console.log(
    `cached requests/s with ${CONCURRENCY} concurrent clients (${result.client}): ` +
      `${Math.round(result.completed / result.seconds)} (${result.completed} ok, ${result.failed} failed in ` +
      `${result.seconds.toFixed(1)} s; query: ${chartDataQueries[2]!.name})`,
  );
});
