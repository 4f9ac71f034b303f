import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startOnFreePort } from './localPort.js';

/**
 * A throw-away PostgreSQL server for tests: the machine's PostgreSQL binaries, a temp
 * data directory, loopback only, fsync off, trust auth for the `postgres` superuser. initdb refuses to
 * run as root, so as root the directory is handed to the `postgres` OS user and the binaries run
 * through `runuser`. Lives in query-engine (not server) so both packages' tests can use it; import it
 * from `@sightline/query-engine/testing`.
 */

const execFileAsync = promisify(execFile);

export const POSTGRES_BIN_DIR = process.env['SIGHTLINE_PG_BIN'] ?? '/usr/lib/postgresql/15/bin';

export interface PostgresTestServer {
  /** Superuser URL to the `postgres` database, e.g. `postgresql://postgres@127.0.0.1:54329/postgres`. */
  url: string;
  port: number;
  /** Temp directory holding the cluster (deleted by stop). */
  dir: string;
  /** Creates a fresh database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and deletes its directory; safe to call twice. */
  stop(): Promise<void>;
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

async function runPostgresBinary(binary: string, args: string[]): Promise<void> {
  const path = join(POSTGRES_BIN_DIR, binary);
  const [command, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  try {
    await execFileAsync(command, argv, { timeout: 60_000 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${binary} failed: ${stderr.trim() || String(error)}`);
  }
}

async function postgresOwner(): Promise<{ uid: number; gid: number }> {
  const uid = (await execFileAsync('id', ['-u', 'postgres'])).stdout.trim();
  const gid = (await execFileAsync('id', ['-g', 'postgres'])).stdout.trim();
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPostgresServer(): Promise<PostgresTestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'sightline-pg-'));
  const data = join(dir, 'data');
  try {
    if (isRoot()) {
      const { uid, gid } = await postgresOwner();
      await chown(dir, uid, gid);
    }
    await runPostgresBinary('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    return await startOnFreePort(async (port) => {
      const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=100`;
      await runPostgresBinary('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-w',
        '-t',
        '30',
        '-o',
        options,
        'start',
      ]);
      return serverHandle(dir, data, port);
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

function serverHandle(dir: string, data: string, port: number): PostgresTestServer {
  const base = `postgresql://postgres@127.0.0.1:${port}`;
  let stopped = false;
  return {
    url: `${base}/postgres`,
    port,
    dir,
    async createDatabase(name: string): Promise<string> {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      } finally {
        await client.end();
      }
      return `${base}/${encodeURIComponent(name)}`;
    },
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      await runPostgresBinary('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
