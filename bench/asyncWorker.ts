/**
 * A job worker process for the async benchmark while the CLI has no `sightline worker`: the server's own
 * parts (createAppDeps with the worker on, so createAsyncQueries starts a BullMQ worker) on SIGHTLINE_HOME
 * and REDIS_URL, and no HTTP server. Prints "worker ready" once it takes jobs; stops on SIGTERM.
 */
import { closeAppDeps, createAppDeps, loadConfig } from '@sightline/server';

const config = loadConfig(process.env);
if (!config.cache.redisUrl) throw new Error('A worker process needs REDIS_URL: its jobs come from Redis.');
config.asyncQueries.runWorker = true;
const deps = await createAppDeps(config);
console.log(`worker ready (${config.asyncQueries.workerConcurrency} jobs at once)`);
await new Promise<void>((stop) => {
  process.once('SIGTERM', () => stop());
  process.once('SIGINT', () => stop());
});
await closeAppDeps(deps);
