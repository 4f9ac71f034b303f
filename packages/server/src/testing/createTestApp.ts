import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { syncRoles } from '../authz/syncRoles.js';
import { createPermissionGeneration } from '../authz/permissionGeneration.js';
import { defaultConfig } from '../config/load.js';
import type { SightlineConfig } from '../config.js';
import { buildApp } from '../http/app.js';
import { closeAppDeps, withAsyncQueries } from '../main.js';
import type { AppDeps } from '../appDeps.js';
import { migrateToLatest } from '../metadata/migrate.js';
import { openPostgresMetadataDb, openSqliteMetadataDb } from '../metadata/openMetadataDb.js';
import { createSecretBox } from '../secrets.js';
import { createActivityLog } from '../services/activityLog.js';
import { createChartDataRuntime } from '../services/chartData/chartDataRuntime.js';
import { createSqlLabRuntime } from '../services/sqlLab/sqlLabRuntime.js';
import { createEngineRegistry } from '../services/engineRegistry.js';
import { createResultCache } from '../services/chartData/createResultCache.js';
import { createUser, findUserByUsername, type UserRecord } from '../services/users.js';
import type { RoleName } from '@sightline/core';

/**
 * A fully wired app for API tests (use `app.inject`): a temp SIGHTLINE_HOME, a migrated metadata store
 * with the built-in roles, and helpers to create users and sign in. SQLite by default; on PostgreSQL
 * (a fresh database per app, dropped on close) when the 'api-postgres' project provides a server or
 * env SIGHTLINE_TEST_PG_URL holds an admin URL.
 */

export const TEST_PASSWORD = 'test-password-123';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** 'sqlite' or 'postgres': what the metadata store runs on. */
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
  /** Creates a user with the role (username defaults to `<role>_<n>`, password TEST_PASSWORD). */
  createUser(role: RoleName | RoleName[], username?: string): Promise<UserRecord>;
  /** Bearer-token headers for the user (created as Admin if the username does not exist yet). */
  signIn(username?: string): Promise<{ headers: Record<string, string>; user: UserRecord }>;
  /** Cookie-session headers (cookie + X-CSRFToken) for the user, as a browser would send them. */
  signInWithCookie(
    username?: string,
  ): Promise<{ headers: Record<string, string>; cookie: string; csrfToken: string }>;
}

export interface TestAppOptions {
  config?: Partial<SightlineConfig>;
  /** Build with the web app at this directory (defaults to a directory that does not exist). */
  webDist?: string;
  /** Force SQLite even when PostgreSQL is available. */
  sqlite?: boolean;
  /** Adds test-only routes or hooks before the app is ready. */
  configure?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
}

/** The PostgreSQL admin URL tests should use, if any: the api-postgres project's server or env. */
export function testPostgresAdminUrl(): string | undefined {
  try {
    const provided = inject('pgUrl');
    if (provided) return provided;
  } catch {
    // Not inside a vitest worker with a provided server.
  }
  return process.env.SIGHTLINE_TEST_PG_URL || undefined;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let counter = 0;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const home = mkdtempSync(join(tmpdir(), 'sightline-app-'));
  const adminUrl = options.sqlite ? undefined : testPostgresAdminUrl();
  const dbName = `sightline_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  let databaseUrl: string | null = null;
  if (adminUrl) {
    await adminQuery(adminUrl, `CREATE DATABASE "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config: SightlineConfig = {
    ...defaultConfig(home),
    logLevel: 'silent',
    examples: { load: false, eventsRows: 1000 },
    // The cheapest accepted cost: tests create and sign in many users; the cost itself is tested in users.test.ts.
    passwordHashCost: 14,
    ...options.config,
    databaseUrl,
  };
  const db = databaseUrl
    ? openPostgresMetadataDb(databaseUrl, 4)
    : openSqliteMetadataDb(join(home, 'sightline.db'));
  await migrateToLatest(db);
  await syncRoles(db);
  const secretKey = `test-secret-${dbName}`;
  const secrets = createSecretBox(secretKey);
  const engines = createEngineRegistry(db, secrets);
  const activityLog = createActivityLog(db, { retentionDays: config.logRetentionDays });
  const deps: AppDeps = await withAsyncQueries(
    {
      db,
      config,
      secrets,
      secretKey,
      engines,
      cache: createResultCache(config),
      activityLog,
      chartData: createChartDataRuntime(db, config),
      sqlLab: createSqlLabRuntime(),
      permissionGeneration: createPermissionGeneration(),
    },
    config.asyncQueries.runWorker,
  );
  const app = await buildApp(deps, {
    webDist: options.webDist ?? join(home, 'no-web-dist'),
    logger: false,
    // Every reply with a declared schema must match it: the API tests check the published contract.
    checkReplies: true,
  });
  await options.configure?.(app, deps);
  await app.ready();

  let users = 0;
  const createTestUser = (role: RoleName | RoleName[], username?: string) => {
    const roles = Array.isArray(role) ? role : [role];
    return createUser(
      db,
      {
        username: username ?? `${roles.join('_').toLowerCase()}_${++users}`,
        password: TEST_PASSWORD,
        firstName: 'Test',
        lastName: roles.join(' '),
        email: `${username ?? `user${users}`}@example.com`,
        roles,
      },
      { hashCost: config.passwordHashCost },
    );
  };
  const ensureUser = async (username: string) =>
    (await findUserByUsername(db, username)) ?? createTestUser('Admin', username);

  return {
    app,
    deps,
    dialect: databaseUrl ? 'postgres' : 'sqlite',
    createUser: createTestUser,
    async signIn(username = 'admin') {
      const user = await ensureUser(username);
      const token = await app.tokens.issue(user.id, 'access');
      return { headers: { authorization: `Bearer ${token}` }, user };
    },
    async signInWithCookie(username = 'admin') {
      await ensureUser(username);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/security/session/',
        payload: { username, password: TEST_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`cookie sign-in failed: ${response.body}`);
      const setCookie = response.cookies.find((c) => c.name === 'session');
      if (!setCookie) throw new Error('cookie sign-in set no session cookie');
      const cookie = `session=${setCookie.value}`;
      const csrf = await app.inject({
        method: 'GET',
        url: '/api/v1/security/csrf_token/',
        headers: { cookie },
      });
      const csrfToken = (csrf.json() as { result: string }).result;
      return { headers: { cookie, 'x-csrftoken': csrfToken }, cookie, csrfToken };
    },
    async close() {
      await app.close();
      await closeAppDeps(deps);
      if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      rmSync(home, { recursive: true, force: true });
    },
  };
}
