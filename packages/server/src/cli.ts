#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DATA_ACCESS_PERMISSIONS, ROLE_NAMES, type RoleName } from '@sightline/core';
import { configReferenceMarkdown } from './config/configReference.js';
import { loadConfig } from './config/load.js';
import { ApiError } from './apiError.js';
import {
  closeAppDeps,
  createAppDeps,
  loadExampleContent,
  prepareMetadata,
  startServer,
  startWorker,
} from './main.js';
import type { SightlineConfig } from './config.js';
import { createUser, findUserByUsername, setUserActive } from './services/users.js';
import { changeRoleGrant, datasetAccessView } from './services/roleService.js';

/** The `sightline` command (`npm run sightline -- <command>`). */

export const USAGE = `Usage: sightline <command>

Commands:
  start [--no-worker]                  Migrate, load examples on first start, serve on HOST:PORT;
                                       --no-worker leaves queued queries to worker processes (needs REDIS_URL)
  worker                               Run queued queries from Redis (REDIS_URL), with no web server
  db upgrade                           Bring the metadata store to the newest schema
  examples load [--rows N]             (Re)load the example data; N = rows of the events table
  users create --username U --password P --role ${ROLE_NAMES.join('|')}
               [--first-name F] [--last-name L] [--email E]
  users deactivate|activate --username U
                                       Deactivate (ending all the user's sessions at once) or reactivate
  roles grant|revoke --role R --permission P --view V
                                       Grant or revoke a permission, e.g. datasource_access on
                                       '[examples].[orders](id:3)', schema_access on '[examples].[main]'
  roles grant-dataset|revoke-dataset --role R --dataset <id or [schema.]table>
                                       Grant or revoke reading one dataset's data
  config reference                     Print every setting, its environment variable and default
`;

/** Bad arguments: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
}

const defaultIo: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l), env: process.env };

function parse(args: string[], options: ParseArgsConfig['options'] = {}) {
  try {
    return parseArgs({ args, options, allowPositionals: false, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new UsageError(`--${name} must be a positive integer (got "${value}")`);
  return Number(value);
}

async function withDeps<T>(
  io: CliIo,
  run: (deps: Awaited<ReturnType<typeof createAppDeps>>) => Promise<T>,
): Promise<T> {
  const config = loadConfig(io.env);
  const deps = await createAppDeps(config, io.env);
  try {
    await prepareMetadata(deps);
    return await run(deps);
  } finally {
    await closeAppDeps(deps);
  }
}

/** Waits for SIGINT or SIGTERM, then closes what runs. */
async function runUntilSignalled(io: CliIo, close: () => Promise<void>): Promise<void> {
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      io.out(`Received ${signal}, shutting down...`);
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      close().then(resolve, (error: unknown) => {
        io.err(`Error while shutting down: ${(error as Error).message}`);
        resolve();
      });
    };
    const onInt = () => stop('SIGINT');
    const onTerm = () => stop('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
  });
}

const NEEDS_REDIS = (what: string) =>
  `Error: ${what} needs Redis to pass queued queries between processes: set REDIS_URL (redis://host:6379).`;

async function start(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, { 'no-worker': { type: 'boolean' } });
  const loaded = loadConfig(io.env);
  const config: SightlineConfig = values['no-worker']
    ? { ...loaded, asyncQueries: { ...loaded.asyncQueries, runWorker: false } }
    : loaded;
  // Without Redis jobs are queued in this process, so a web process that runs none would never answer.
  if (!config.asyncQueries.runWorker && !config.cache.redisUrl) {
    io.err(NEEDS_REDIS(values['no-worker'] ? 'start --no-worker' : 'SIGHTLINE_RUN_WORKER=false'));
    return 2;
  }
  const server = await startServer(config, io.out);
  io.out(
    `Sightline is running on ${server.url}${config.asyncQueries.runWorker ? '' : ' (queued queries run on worker processes)'}`,
  );
  await runUntilSignalled(io, () => server.close());
  return 0;
}

async function worker(args: string[], io: CliIo): Promise<number> {
  parse(args);
  const config = loadConfig(io.env);
  if (!config.cache.redisUrl) {
    io.err(NEEDS_REDIS('sightline worker'));
    return 2;
  }
  const running = await startWorker(config, io.env);
  io.out(
    `Sightline worker is running ${config.asyncQueries.workerConcurrency} job(s) at a time from ${redactedUrl(config.cache.redisUrl)}`,
  );
  await runUntilSignalled(io, () => running.close());
  return 0;
}

/** A URL as it may be printed: without its password. */
function redactedUrl(text: string): string {
  try {
    const url = new URL(text);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'Redis';
  }
}

async function dbUpgrade(args: string[], io: CliIo): Promise<number> {
  parse(args);
  const config = loadConfig(io.env);
  const deps = await createAppDeps(config, io.env);
  try {
    const applied = await prepareMetadata(deps);
    io.out(
      applied.length ? `Applied migrations: ${applied.join(', ')}` : 'The metadata store is up to date.',
    );
  } finally {
    await closeAppDeps(deps);
  }
  return 0;
}

async function examplesLoad(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, { rows: { type: 'string' } });
  const rows = positiveInt('rows', values.rows as string | undefined);
  return withDeps(io, async (deps) => {
    const eventsRows = rows ?? deps.config.examples.eventsRows;
    const started = Date.now();
    await loadExampleContent(deps, eventsRows);
    io.out(`Example data loaded (${eventsRows} events) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  });
}

async function usersCreate(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, {
    username: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    email: { type: 'string' },
  });
  const get = (name: string) => values[name] as string | undefined;
  for (const required of ['username', 'password', 'role']) {
    if (!get(required)) throw new UsageError(`--${required} is required`);
  }
  const role = get('role')!;
  if (!(ROLE_NAMES as readonly string[]).includes(role)) {
    throw new UsageError(`--role must be one of ${ROLE_NAMES.join(', ')} (got "${role}")`);
  }
  return withDeps(io, async (deps) => {
    const user = await createUser(
      deps.db,
      {
        username: get('username')!,
        password: get('password')!,
        firstName: get('first-name'),
        lastName: get('last-name'),
        email: get('email'),
        roles: [role as RoleName],
      },
      { hashCost: deps.config.passwordHashCost },
    );
    io.out(`Created user ${user.username} (id ${user.id}) with role ${role}`);
    return 0;
  });
}

/** `users deactivate|activate`: a deactivated user can no longer sign in, and every session ends now. */
async function usersSetActive(args: string[], io: CliIo, active: boolean): Promise<number> {
  const { values } = parse(args, { username: { type: 'string' } });
  const username = values['username'] as string | undefined;
  if (!username) throw new UsageError('--username is required');
  return withDeps(io, async (deps) => {
    const user = await findUserByUsername(deps.db, username);
    if (!user || !(await setUserActive(deps.db, user.id, active))) {
      io.err(`Error: no user named ${username}`);
      return 1;
    }
    io.out(active ? `Activated ${username}` : `Deactivated ${username}; all of their sessions have ended`);
    return 0;
  });
}

const ROLE_GRANT_COMMANDS = ['grant', 'revoke', 'grant-dataset', 'revoke-dataset'];

/** `roles grant|revoke|grant-dataset|revoke-dataset`: data-access grants, as the security API makes them. */
async function roles(sub: string | undefined, args: string[], io: CliIo): Promise<number> {
  if (!sub || !ROLE_GRANT_COMMANDS.includes(sub)) throw new UsageError(`Unknown command: roles ${sub ?? ''}`);
  const byDataset = sub.endsWith('-dataset');
  const { values } = parse(args, {
    role: { type: 'string' },
    ...(byDataset
      ? { dataset: { type: 'string' } }
      : { permission: { type: 'string' }, view: { type: 'string' } }),
  });
  const get = (name: string) => values[name] as string | undefined;
  for (const required of byDataset ? ['role', 'dataset'] : ['role', 'permission', 'view']) {
    if (!get(required)) throw new UsageError(`--${required} is required`);
  }
  const grant = sub.startsWith('grant');
  return withDeps(io, async (deps) => {
    const change = {
      role: get('role')!,
      permission: byDataset ? DATA_ACCESS_PERMISSIONS.datasource : get('permission')!,
      view: byDataset ? await datasetAccessView(deps.db, get('dataset')!) : get('view')!,
    };
    const changed = await changeRoleGrant(deps, change, grant);
    const what = `${change.permission} on ${change.view}`;
    io.out(
      grant
        ? `${changed ? 'Granted' : 'Already granted'} ${what} to ${change.role}`
        : `${changed ? 'Revoked' : 'Not granted'} ${what} from ${change.role}`,
    );
    return 0;
  });
}

/** Runs one command; returns the exit code (2 for bad arguments, 1 for failures). */
export async function runCli(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const [command, sub, ...rest] = argv;
  try {
    if (command === 'start') return await start(argv.slice(1), io);
    if (command === 'worker') return await worker(argv.slice(1), io);
    if (command === 'db' && sub === 'upgrade') return await dbUpgrade(rest, io);
    if (command === 'examples' && sub === 'load') return await examplesLoad(rest, io);
    if (command === 'users' && sub === 'create') return await usersCreate(rest, io);
    if (command === 'users' && (sub === 'deactivate' || sub === 'activate')) {
      return await usersSetActive(rest, io, sub === 'activate');
    }
    if (command === 'roles') return await roles(sub, rest, io);
    if (command === 'config' && sub === 'reference') {
      parse(rest);
      io.out(configReferenceMarkdown());
      return 0;
    }
    if (command === undefined || command === '--help' || command === 'help') {
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(`Unknown command: ${[command, sub].filter(Boolean).join(' ')}`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`Error: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ApiError) {
      const message = error.body.message;
      const text =
        typeof message === 'string'
          ? message
          : Object.entries(message as Record<string, string[]>)
              .map(([field, errors]) => `${field}: ${errors.join(' ')}`)
              .join('; ');
      io.err(`Error: ${text}`);
      return 1;
    }
    io.err(`Error: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}

// Run when executed (node dist/cli.js or the `sightline` bin), not when imported by tests.
function invokedDirectly(): boolean {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}
if (invokedDirectly()) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
