/**
 * What every benchmark starts from: the server's dependencies on a data directory with the example
 * content loaded, the app built, and an Admin ("bench") signed in. Also the timing loop they share.
 */
import { performance } from 'node:perf_hooks';
import {
  buildApp,
  closeAppDeps,
  createAppDeps,
  createUser,
  defaultConfig,
  loadExampleContent,
  prepareMetadata,
  type AppDeps,
} from '@sightline/server';

export interface BenchApp {
  deps: AppDeps;
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The `authorization` header value of the signed-in bench user. */
  authorization: string;
}

const USER = { username: 'bench', password: 'bench-password' };

/** Creates `user` as an Admin unless it exists (a kept data directory has it from an earlier run). */
export async function ensureAdmin(
  deps: AppDeps,
  user: { username: string; password: string },
): Promise<void> {
  const existing = await deps.db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', user.username)
    .executeTakeFirst();
  if (!existing) await createUser(deps.db, { ...user, roles: ['Admin'] });
}

/** Runs `bench` against a server on `home` with `exampleRows` example events; closes everything after. */
export async function withBenchApp(
  home: string,
  exampleRows: number,
  bench: (setup: BenchApp) => Promise<void>,
  settings: Partial<AppDeps['config']> = {},
): Promise<void> {
  const config = { ...defaultConfig(home), logLevel: 'silent' as const, ...settings };
  const deps = await createAppDeps(config, {
    ...process.env,
    SIGHTLINE_SECRET_KEY: 'bench-secret-key-0123456789abcdef',
  });
  try {
    await prepareMetadata(deps);
    const loadStart = performance.now();
    await loadExampleContent(deps, exampleRows);
    console.log(
      `example data ready (${exampleRows.toLocaleString()} events) in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
    );
    await ensureAdmin(deps, USER);

    const app = await buildApp(deps, { logger: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { ...USER, provider: 'db' },
      });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
      const { access_token } = login.json<{ access_token: string }>();
      await bench({ deps, app, authorization: `Bearer ${access_token}` });
    } finally {
      await app.close();
    }
  } finally {
    await closeAppDeps(deps);
  }
}

/** `fn`'s duration in ms over `runs` runs, after `warmup` untimed runs (plans, page cache, JIT). */
export async function timeSamples(warmup: number, runs: number, fn: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}
