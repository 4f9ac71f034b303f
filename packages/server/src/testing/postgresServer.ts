import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away PostgreSQL server for tests: the machine's PostgreSQL 15 binaries, a temp data directory,
 * loopback only, fsync off. initdb refuses to run as root, so as root the directory is handed to the
 * `postgres` OS user and the binaries run through `runuser`.
 */

export const PG_BIN = process.env.SIGHTLINE_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  /** Admin URL (superuser `postgres`, database `postgres`). */
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(binary: string, args: string[]): void {
  const [command, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, binary), ...args]]
    : [join(PG_BIN, binary), args];
  execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-pg-'));
  if (isRoot()) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const data = join(dir, 'data');
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(error as { stderr?: Buffer }).stderr?.toString() ?? error}`);
  }
  // Another process may grab the port between probing and binding; retry a few times.
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    try {
      run('pg_ctl', [
        '-D', data, '-l', join(dir, 'log'), '-w', '-t', '30',
        '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
        'start',
      ]);
      const stop = async () => {
        spawnSync(isRoot() ? 'runuser' : join(PG_BIN, 'pg_ctl'), [
          ...(isRoot() ? ['-u', 'postgres', '--', join(PG_BIN, 'pg_ctl')] : []),
          '-D', data, '-m', 'fast', '-w', 'stop',
        ]);
        rmSync(dir, { recursive: true, force: true });
      };
      return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
    } catch (error) {
      lastError = error;
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`PostgreSQL did not start: ${(lastError as { stderr?: Buffer }).stderr?.toString() ?? lastError}`);
}
