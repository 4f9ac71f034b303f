import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startOnFreePort } from './localPort.js';

/**
 * A throw-away Redis for tests: Debian's redis-server on loopback, a temp directory, no
 * persistence, daemonized; stopped with `redis-cli shutdown nosave`. Import it from
 * `@sightline/query-engine/testing`.
 */

const execFileAsync = promisify(execFile);

export const REDIS_SERVER_BIN = process.env['SIGHTLINE_REDIS_SERVER'] ?? '/usr/bin/redis-server';
export const REDIS_CLI_BIN = process.env['SIGHTLINE_REDIS_CLI'] ?? '/usr/bin/redis-cli';

export interface RedisTestServer {
  /** e.g. `redis://127.0.0.1:63799` */
  url: string;
  port: number;
  dir: string;
  /** Stops the server and deletes its directory; safe to call twice. */
  stop(): Promise<void>;
}

async function ping(port: number): Promise<boolean> {
  try {
    const { stdout } = await execFileAsync(REDIS_CLI_BIN, ['-h', '127.0.0.1', '-p', String(port), 'ping'], {
      timeout: 5000,
    });
    return stdout.trim() === 'PONG';
  } catch {
    return false;
  }
}

export async function startRedisServer(): Promise<RedisTestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'sightline-redis-'));
  try {
    return await startOnFreePort(async (port) => {
      await execFileAsync(
        REDIS_SERVER_BIN,
        [
          '--bind',
          '127.0.0.1',
          '--port',
          String(port),
          '--dir',
          dir,
          '--save',
          '',
          '--appendonly',
          'no',
          '--daemonize',
          'yes',
          '--pidfile',
          join(dir, 'redis.pid'),
          '--logfile',
          join(dir, 'redis.log'),
        ],
        { timeout: 10_000 },
      );
      for (let wait = 0; wait < 50; wait++) {
        if (await ping(port)) return handle(dir, port);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const log = await readFile(join(dir, 'redis.log'), 'utf8').catch(() => '');
      throw new Error(`redis-server did not answer on port ${port}: ${log.slice(-500)}`);
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

function handle(dir: string, port: number): RedisTestServer {
  let stopped = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    async stop() {
      if (stopped) return;
      stopped = true;
      await execFileAsync(REDIS_CLI_BIN, ['-h', '127.0.0.1', '-p', String(port), 'shutdown', 'nosave'], {
        timeout: 10_000,
      }).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
