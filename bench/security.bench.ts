/**
 * What the security measures cost, against baselines measured in the same run:
 * 1. Sign-in latency while 8 heavy chart-data queries run (8 users, each re-running a query that takes
 *    a few hundred ms), against idle sign-in (goal: ≤ 2×). Beside them two floors of CPU contention
 *    alone, where nothing shares the server's thread pool: two threads spinning on both cores, and the
 *    same 8 queries run straight on DuckDB by another process (the raw engine on the same file).
 * 2. Uncached chart-data throughput with custom SQL (a SQL metric and a WHERE clause), with the SQL gate
 *    and with a gate that passes everything, in alternating turns (goal: the gate costs ≤ 5%); and the
 *    gate's first verdict on a new text, which parses it with DuckDB's own parser.
 * Example data in var/bench-security-home (kept between runs). Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Engine } from '@sightline/query-engine';
import { withBenchApp, type BenchApp } from './benchApp.js';
import { median, round } from './figures.js';

const ROWS = Number(process.env.BENCH_EVENTS_ROWS ?? 2_000_000);
const HEAVY_CLIENTS = 8;
const LOGINS = Number(process.env.BENCH_LOGINS ?? 12);
const TURNS = Number(process.env.BENCH_TURNS ?? 8);
const TURN_SECONDS = 1.5;

const PASSWORD = 'bench-password-security';

async function signInOnce(app: BenchApp['app'], username: string): Promise<number> {
  const start = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password: PASSWORD, provider: 'db' },
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  return performance.now() - start;
}

async function signInLatencies(app: BenchApp['app'], username: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < LOGINS; i++) samples.push(await signInOnce(app, username));
  return samples;
}

/** Two threads spinning for as long as `during` runs: both cores busy, the libuv pool untouched. */
async function withBusyCores<T>(during: () => Promise<T>): Promise<T> {
  const spin =
    'const { parentPort } = require("node:worker_threads"); let stop = false; parentPort.on("message", () => (stop = true)); (function loop() { const end = Date.now() + 50; while (Date.now() < end) {} if (!stop) setImmediate(loop); else process.exit(0); })();';
  const workers = [0, 1].map(() => new Worker(spin, { eval: true }));
  try {
    return await during();
  } finally {
    for (const worker of workers) worker.postMessage('stop');
    await Promise.all(workers.map((worker) => new Promise((done) => worker.once('exit', done))));
  }
}

/** The same heavy SQL, 8 loops on DuckDB in a child process, for as long as `during` runs. */
async function withEngineLoadElsewhere<T>(file: string, during: () => Promise<T>): Promise<T> {
  const script = `
    import { DuckDBInstance } from '@duckdb/node-api';
    const instance = await DuckDBInstance.create(process.argv[1], { access_mode: 'READ_ONLY' });
    let stop = false;
    process.stdin.on('data', () => (stop = true));
    process.stdin.resume();
    await Promise.all(Array.from({ length: ${HEAVY_CLIENTS} }, async (_, i) => {
      const connection = await instance.connect();
      let variant = i * 1000000;
      process.stdout.write('ready\\n');
      while (!stop) {
        await connection.run(
          "SELECT country, COUNT(DISTINCT user_id::VARCHAR || event_type || browser || " + variant++ + ") FROM web_events GROUP BY country LIMIT 1001",
        );
      }
    }));
    process.exit(0);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, file], {
    cwd: dirname(fileURLToPath(import.meta.url)),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data');
  await new Promise((done) => setTimeout(done, 1000));
  try {
    return await during();
  } finally {
    child.stdin!.write('stop');
    await once(child, 'exit');
  }
}

async function datasetId(setup: BenchApp, table: string): Promise<number> {
  const row = await setup.deps.db
    .selectFrom('tables')
    .select('id')
    .where('table_name', '=', table)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A query of a few hundred ms on the events table; `variant` makes its SQL (so its cache key) unique. */
function heavyQuery(eventsId: number, variant: number) {
  return {
    datasource: { id: eventsId, type: 'table' },
    force: true,
    queries: [
      {
        columns: ['country'],
        metrics: [
          {
            expressionType: 'SQL',
            sqlExpression: `COUNT(DISTINCT user_id::VARCHAR || event_type || browser || ${variant})`,
            label: 'distinct visits',
          },
        ],
        row_limit: 1000,
      },
    ],
  };
}

async function signInUnderLoad(setup: BenchApp, eventsId: number, username: string) {
  const heavyUsers: string[] = [];
  for (let i = 0; i < HEAVY_CLIENTS; i++) {
    const name = `heavy${i}`;
    await createBenchUser(setup, name);
    const login = await setup.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: name, password: PASSWORD, provider: 'db' },
    });
    heavyUsers.push(`Bearer ${login.json<{ access_token: string }>().access_token}`);
  }
  let stop = false;
  let completed = 0;
  const clients = heavyUsers.map(async (authorization, i) => {
    let variant = i * 1_000_000;
    while (!stop) {
      const response = await setup.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: { authorization },
        payload: heavyQuery(eventsId, variant++),
      });
      if (response.statusCode !== 200)
        throw new Error(`heavy query: ${response.statusCode} ${response.body}`);
      completed += 1;
    }
  });
  await new Promise((done) => setTimeout(done, 1000));
  const started = performance.now();
  try {
    const samples = await signInLatencies(setup.app, username);
    return { samples, queriesPerSecond: completed / ((performance.now() - started) / 1000 + 1) };
  } finally {
    stop = true;
    await Promise.all(clients);
  }
}

async function createBenchUser(setup: BenchApp, username: string): Promise<void> {
  const { createUser } = await import('@sightline/server');
  const exists = await setup.deps.db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (!exists) {
    await createUser(
      setup.deps.db,
      { username, password: PASSWORD, roles: ['Admin'] },
      {
        hashCost: setup.deps.config.passwordHashCost,
      },
    );
  }
}

/** A gate that lets every text through, for the throughput without the gate. */
const passThrough = { check: async (text: { text: string }) => text.text.trim() };

async function gateThroughput(setup: BenchApp, eventsId: number) {
  const registry = setup.deps.engines;
  const forDatabase = registry.forDatabase.bind(registry);
  let gated = true;
  registry.forDatabase = async (id: number) => {
    const engine = await forDatabase(id);
    return gated ? engine : (Object.assign(Object.create(engine), { sqlGate: passThrough }) as Engine);
  };
  const body = {
    datasource: { id: eventsId, type: 'table' },
    force: true,
    queries: [
      {
        columns: [],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(revenue) / COUNT(*)', label: 'avg' }],
        extras: { where: "event_type <> 'bounce' AND latency_ms < 5000" },
        filters: [{ col: 'country', op: '==', val: 'DE' }],
        row_limit: 10,
      },
    ],
  };
  const send = () =>
    setup.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: { authorization: setup.authorization },
      payload: body,
    });
  const turn = async () => {
    let count = 0;
    const end = performance.now() + TURN_SECONDS * 1000;
    while (performance.now() < end) {
      const response = await send();
      if (response.statusCode !== 200) throw new Error(`chart data: ${response.statusCode} ${response.body}`);
      count += 1;
    }
    return count / TURN_SECONDS;
  };
  for (let i = 0; i < 30; i++) await send();
  const withGate: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < TURNS; i++) {
    gated = true;
    withGate.push(await turn());
    gated = false;
    without.push(await turn());
  }
  gated = true;
  const engine = await forDatabase(
    (
      await setup.deps.db
        .selectFrom('tables')
        .select('database_id')
        .where('id', '=', eventsId)
        .executeTakeFirstOrThrow()
    ).database_id,
  );
  const firstVerdicts: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await engine.sqlGate.check({ kind: 'expression', place: 'metric', text: `SUM(revenue) * ${i + 0.5}` });
    firstVerdicts.push(performance.now() - start);
  }
  const ratios = withGate.map((rate, i) => rate / without[i]!);
  return {
    withGate: median(withGate),
    without: median(without),
    ratio: median(ratios),
    firstVerdictMs: median(firstVerdicts),
  };
}

await withBenchApp(
  resolve('var/bench-security-home'),
  ROWS,
  async (setup) => {
    const eventsId = await datasetId(setup, 'web_events');
    await createBenchUser(setup, 'signer');
    await signInLatencies(setup.app, 'signer');
    const idle = median(await signInLatencies(setup.app, 'signer'));
    const busyCores = median(await withBusyCores(() => signInLatencies(setup.app, 'signer')));
    const engineElsewhere = median(
      await withEngineLoadElsewhere(resolve('var/bench-security-home/examples.duckdb'), () =>
        signInLatencies(setup.app, 'signer'),
      ),
    );
    const loaded = await signInUnderLoad(setup, eventsId, 'signer');
    const loadedMs = median(loaded.samples);
    console.log(
      `\nSign-in (scrypt N=2^${setup.deps.config.passwordHashCost}; ${LOGINS} sign-ins each; statement caps: ${setup.deps.config.statementLimits.overall} in all, ${setup.deps.config.statementLimits.perUser} per user)`,
    );
    console.table([
      { case: 'idle', 'median ms': round(idle), 'ratio to idle': 1 },
      {
        case: 'both cores busy (floor: CPU contention alone)',
        'median ms': round(busyCores),
        'ratio to idle': round(busyCores / idle),
      },
      {
        case: `${HEAVY_CLIENTS} heavy queries on DuckDB in another process (floor)`,
        'median ms': round(engineElsewhere),
        'ratio to idle': round(engineElsewhere / idle),
      },
      {
        case: `${HEAVY_CLIENTS} heavy queries running`,
        'median ms': round(loadedMs),
        'ratio to idle': round(loadedMs / idle),
      },
    ]);
    console.log(`heavy queries completed: ${round(loaded.queriesPerSecond)}/s; goal: ratio ≤ 2`);

    const gate = await gateThroughput(setup, eventsId);
    console.log('\nUncached chart data with custom SQL (requests/s, medians of alternating turns)');
    console.table([
      {
        'with the SQL gate': round(gate.withGate),
        'gate passes all': round(gate.without),
        'ratio (gated / not)': Number(gate.ratio.toFixed(3)),
        "a new text's first verdict ms": Number(gate.firstVerdictMs.toFixed(2)),
      },
    ]);
    console.log('goal: the gate costs ≤ 5% (ratio ≥ 0.95)');
  },
  {
    authRateLimit: {
      enabled: false,
      failedLoginsPerUser: 10,
      failedLoginWindowSeconds: 900,
      requestsPerIp: 30,
      requestWindowSeconds: 60,
    },
    // BENCH_MAX_STATEMENTS=N compares another overall statement cap (per user: half, at least 1).
    ...(process.env.BENCH_MAX_STATEMENTS
      ? {
          statementLimits: {
            overall: Number(process.env.BENCH_MAX_STATEMENTS),
            perUser: Math.max(1, Math.ceil(Number(process.env.BENCH_MAX_STATEMENTS) / 2)),
          },
        }
      : {}),
  },
);
