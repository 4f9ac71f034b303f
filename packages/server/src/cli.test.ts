import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, type CliIo } from './cli.js';
import { openSqliteMetadataDb } from './metadata/openMetadataDb.js';
import { liveSessionUser, insertSession } from './repos/sessionRepo.js';
import { authenticate, findUserByUsername } from './services/users.js';

let home: string;
let out: string[];
let err: string[];
let io: CliIo;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'sightline-cli-'));
  out = [];
  err = [];
  io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: { SIGHTLINE_HOME: home, SIGHTLINE_LOAD_EXAMPLES: 'false' },
  };
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('sightline CLI', () => {
  it('db upgrade migrates once, then reports up to date', async () => {
    expect(await runCli(['db', 'upgrade'], io)).toBe(0);
    expect(out).toEqual([
      'Applied migrations: 0001_initial, 0002_dynamic_plugins, 0003_filter_sets, 0004_sessions, 0005_log_retention, 0006_sql_lab',
    ]);
    expect(await runCli(['db', 'upgrade'], io)).toBe(0);
    expect(out[1]).toBe('The metadata store is up to date.');
  });

  it('users create makes a user who can sign in', async () => {
    const code = await runCli(
      [
        'users',
        'create',
        '--username',
        'ci',
        '--password',
        'ci-pass-1',
        '--role',
        'Gamma',
        '--first-name',
        'C',
        '--email',
        'ci@example.com',
      ],
      io,
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Created user ci \(id \d+\) with role Gamma$/);
    const db = openSqliteMetadataDb(join(home, 'sightline.db'));
    try {
      expect((await authenticate(db, 'ci', 'ci-pass-1'))?.firstName).toBe('C');
    } finally {
      await db.destroy();
    }
  });

  it('users deactivate ends the user: no sign-in, every session revoked; activate lets them sign in again', async () => {
    const create = ['users', 'create', '--username', 'dee', '--password', 'dee-pass-1', '--role', 'Gamma'];
    expect(await runCli(create, io)).toBe(0);
    const db = openSqliteMetadataDb(join(home, 'sightline.db'));
    try {
      const user = await findUserByUsername(db, 'dee');
      await insertSession(db, {
        id: 'session-of-dee-0001',
        userId: user!.id,
        kind: 'cookie',
        lifetimeSeconds: 3600,
      });
      expect(await runCli(['users', 'deactivate', '--username', 'dee'], io)).toBe(0);
      expect(out[1]).toBe('Deactivated dee; all of their sessions have ended');
      expect(await authenticate(db, 'dee', 'dee-pass-1')).toBeNull();
      expect(await liveSessionUser(db, 'session-of-dee-0001')).toBeNull();
      expect(await runCli(['users', 'activate', '--username', 'dee'], io)).toBe(0);
      expect((await authenticate(db, 'dee', 'dee-pass-1'))?.username).toBe('dee');
      expect(await runCli(['users', 'deactivate', '--username', 'nobody'], io)).toBe(1);
      expect(err).toEqual(['Error: no user named nobody']);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a password that breaks the policy, with exit code 1 and the rule', async () => {
    for (const password of ['x', 'short', 'Operator']) {
      const args = ['users', 'create', '--username', 'operator', '--password', password, '--role', 'Admin'];
      expect(await runCli(args, io)).toBe(1);
      expect(err.at(-1)).toBe(
        'Error: password: Password must be at least 8 characters and differ from the username.',
      );
    }
  });

  it('fails with exit code 1 and the reason for a duplicate user', async () => {
    const args = ['users', 'create', '--username', 'ci', '--password', 'x-long-pass', '--role', 'Admin'];
    expect(await runCli(args, io)).toBe(0);
    expect(await runCli(args, io)).toBe(1);
    expect(err.at(-1)).toBe('Error: username: A user with this username already exists.');
  });

  it.each([
    [['users', 'create', '--username', 'u', '--password', 'p'], '--role is required'],
    [
      ['users', 'create', '--username', 'u', '--password', 'p', '--role', 'Boss'],
      '--role must be one of Admin, Alpha, Gamma, sql_lab, Public',
    ],
    [['users', 'create', '--nope'], "Unknown option '--nope'"],
    [['examples', 'load', '--rows', 'many'], '--rows must be a positive integer (got "many")'],
    [['frobnicate'], 'Unknown command: frobnicate'],
    [['db', 'downgrade'], 'Unknown command: db downgrade'],
    [['start', '--workers'], "Unknown option '--workers'"],
    [['worker', '--concurrency', '4'], "Unknown option '--concurrency'"],
  ])('exits with 2 and the usage for %j', async (args, message) => {
    expect(await runCli(args, io)).toBe(2);
    expect(err[0]).toContain(message);
    expect(err[0]).toContain('Usage: sightline <command>');
  });

  it('lists start --no-worker and worker in the usage', async () => {
    expect(await runCli(['--help'], io)).toBe(0);
    expect(out[0]).toContain('start [--no-worker]');
    expect(out[0]).toMatch(/^ {2}worker {2,}Run queued queries from Redis/m);
  });

  it.each([
    [['worker'], {}, 'sightline worker needs Redis'],
    [['start', '--no-worker'], {}, 'start --no-worker needs Redis'],
    [['start'], { SIGHTLINE_RUN_WORKER: 'false' }, 'SIGHTLINE_RUN_WORKER=false needs Redis'],
  ])('refuses %j without REDIS_URL, with exit code 2 and what to set', async (args, env, message) => {
    expect(await runCli(args, { ...io, env: { ...io.env, ...env } })).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(message);
    expect(err[0]).toContain('set REDIS_URL');
    expect(out).toEqual([]);
  });

  it('reports a bad configuration with exit code 1', async () => {
    expect(await runCli(['db', 'upgrade'], { ...io, env: { ...io.env, PORT: 'abc' } })).toBe(1);
    expect(err[0]).toBe(
      'Error: Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc" from the environment)',
    );
  });

  it('config reference prints every setting with its environment variable', async () => {
    expect(await runCli(['config', 'reference'], io)).toBe(0);
    expect(out.join('\n')).toContain('| `port` | `PORT` | `8088` |');
    expect(await runCli(['config', 'reference', '--json'], io)).toBe(2);
  });
});
