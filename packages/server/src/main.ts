import type { FastifyInstance } from 'fastify';
import { createPermissionGeneration } from './authz/permissionGeneration.js';
import { syncRoles } from './authz/syncRoles.js';
import type { SightlineConfig } from './config.js';
import { loadExamples } from './examples/load.js';
import { buildApp } from './http/app.js';
import type { AppDeps } from './appDeps.js';
import { migrateToLatest } from './metadata/migrate.js';
import { openMetadataDb } from './metadata/openMetadataDb.js';
import {
  claimExamplesLoading,
  examplesMarked,
  markExamplesLoaded,
  releaseExamplesClaim,
} from './repos/examplesMarker.js';
import { createSecretBox, loadSecretKey } from './secrets.js';
import { createActivityLog } from './services/activityLog.js';
import { createEngineRegistry } from './services/engineRegistry.js';
import { createExampleContentWriter } from './services/exampleContentWriter.js';
import { createResultCache } from './services/chartData/createResultCache.js';
import { createChartDataRuntime } from './services/chartData/chartDataRuntime.js';
import { createSqlLabRuntime } from './services/sqlLab/sqlLabRuntime.js';
import { createAsyncQueries } from './services/asyncQueries/asyncQueriesRuntime.js';

/**
 * Assembling and running the server: dependencies from the configuration, the first-start work
 * (migrations, roles, example data) and listening. The CLI and tests call these.
 */

export async function createAppDeps(
  config: SightlineConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AppDeps> {
  const secretKey = loadSecretKey(config.home, env);
  const secrets = createSecretBox(secretKey);
  const db = openMetadataDb(config);
  const cache = createResultCache(config);
  const activityLog = createActivityLog(db, { retentionDays: config.logRetentionDays });
  const engines = createEngineRegistry(db, secrets);
  const chartData = createChartDataRuntime(db, config);
  const permissionGeneration = createPermissionGeneration();
  const deps = {
    db,
    config,
    secrets,
    secretKey,
    engines,
    cache,
    activityLog,
    chartData,
    sqlLab: createSqlLabRuntime(),
    permissionGeneration,
  };
  return withAsyncQueries(deps, config.asyncQueries.runWorker);
}

/** Adds the async-query parts, which run jobs with the deps they are part of. */
export async function withAsyncQueries(
  deps: Omit<AppDeps, 'asyncQueries'>,
  runWorker: boolean,
): Promise<AppDeps> {
  const whole = deps as AppDeps;
  whole.asyncQueries = await createAsyncQueries(whole, { runWorker });
  return whole;
}

export async function closeAppDeps(deps: AppDeps): Promise<void> {
  await deps.asyncQueries.close();
  await deps.engines.closeAll();
  await deps.cache.close();
  await deps.activityLog.close();
  deps.chartData.close();
  deps.sqlLab.close();
  await deps.db.destroy();
}

/** Schema to the newest version and the built-in roles in place: safe to run at every start. */
export async function prepareMetadata(deps: AppDeps): Promise<string[]> {
  const applied = await migrateToLatest(deps.db);
  await syncRoles(deps.db);
  return applied;
}

export async function examplesLoaded(deps: AppDeps): Promise<boolean> {
  return examplesMarked(deps.db);
}

/** Generates the example data and content, and records that it was done. */
export async function loadExampleContent(deps: AppDeps, eventsRows: number): Promise<void> {
  await loadExamples(deps, createExampleContentWriter(deps), { eventsRows });
  const now = new Date().toISOString();
  await markExamplesLoaded(deps.db, JSON.stringify({ eventsRows, loadedAt: now }), now);
}

/** A claim on the example loading lapses after this long, in case its process died while loading. */
const EXAMPLES_CLAIM_MS = 30 * 60 * 1000;

/**
 * First-start example loading by one process only: the one that claims it writes the example file;
 * others starting at the same time go on without it (the example content appears once it is loaded).
 */
async function loadExamplesOnce(deps: AppDeps, log: (line: string) => void): Promise<void> {
  const now = new Date();
  const expires = new Date(now.getTime() + EXAMPLES_CLAIM_MS);
  if (!(await claimExamplesLoading(deps.db, now.toISOString(), expires.toISOString()))) {
    log('Another Sightline process is loading the example data; it appears when that process is done.');
    return;
  }
  try {
    const { eventsRows } = deps.config.examples;
    log(`Loading example data (${eventsRows.toLocaleString('en-US')} events); this happens once...`);
    const started = Date.now();
    await loadExampleContent(deps, eventsRows);
    log(`Example data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await releaseExamplesClaim(deps.db);
  }
}

export interface RunningServer {
  app: FastifyInstance;
  deps: AppDeps;
  url: string;
  close(): Promise<void>;
}

/** Everything `sightline start` does before it prints the address. */
export async function startServer(
  config: SightlineConfig,
  log: (line: string) => void = console.log,
): Promise<RunningServer> {
  const deps = await createAppDeps(config);
  try {
    await prepareMetadata(deps);
    if (config.examples.load && !(await examplesLoaded(deps))) await loadExamplesOnce(deps, log);
    const app = await buildApp(deps);
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    return {
      app,
      deps,
      url,
      async close() {
        await app.close();
        await closeAppDeps(deps);
      },
    };
  } catch (error) {
    await closeAppDeps(deps).catch(() => undefined);
    throw error;
  }
}

export interface RunningWorker {
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * Everything `sightline worker` does: the deps with a BullMQ worker taking chart-data jobs from Redis,
 * and no HTTP listener. The metadata schema is brought up to date as at any start; example data is left
 * to web processes, so that only one kind of process ever writes the example file.
 */
export async function startWorker(
  config: SightlineConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningWorker> {
  if (!config.cache.redisUrl) throw new Error('A worker takes its jobs from Redis: set REDIS_URL.');
  const deps = await createAppDeps(
    { ...config, asyncQueries: { ...config.asyncQueries, runWorker: true } },
    env,
  );
  try {
    await prepareMetadata(deps);
  } catch (error) {
    await closeAppDeps(deps).catch(() => undefined);
    throw error;
  }
  return { deps, close: () => closeAppDeps(deps) };
}
