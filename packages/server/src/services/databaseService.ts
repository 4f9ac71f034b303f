import {
  PASSWORD_MASK,
  maskUriPassword,
  parseDatabaseUri,
  withUriPassword,
  type DatabaseUri,
} from '@sightline/query-engine';
import {
  databaseCreateSchema,
  databaseTestConnectionSchema,
  databaseUpdateSchema,
  parseJsonObject,
} from '@sightline/core';
import type { AppDeps } from '../appDeps.js';
import { unsafeDatabaseUriReason } from './databaseUriPolicy.js';
import {
  DATABASE_LIST_COLUMNS,
  databaseListDeclaration,
  datasetNamesOfDatabases,
  deleteDatabases,
  findDatabaseIdByName,
  insertDatabase,
  NEW_DATABASE_SETTINGS,
  loadDatabaseConnection,
  loadDatabases,
  updateDatabaseRow,
  type DatabaseItem,
  type DatabaseValues,
} from '../repos/databaseRepo.js';
import { flagColumns, nowIso } from '../repos/timestamps.js';
import { assertPermission } from './access.js';
import { notFound, parseBody, unprocessable } from '../apiError.js';
import {
  assertAllExist,
  oneOrNotFound,
  type ResourceService,
  type ServiceContext,
} from './resourceService.js';

/** Parses a SQLAlchemy-style URI; a bad one is a 422 on `sqlalchemy_uri`. */
function parseUri(uri: string): DatabaseUri {
  try {
    return parseDatabaseUri(uri);
  } catch (error) {
    throw unprocessable({ sqlalchemy_uri: [error instanceof Error ? error.message : String(error)] });
  }
}

/** Parses a URI an admin is registering or testing; 422 when it is malformed or unsafe. */
function parseSafeUri(uri: string, config: AppDeps['config']): DatabaseUri {
  const parsed = parseUri(uri);
  const unsafe = unsafeDatabaseUriReason(parsed, config);
  if (unsafe) throw unprocessable({ sqlalchemy_uri: [unsafe] });
  return parsed;
}

export const PASSWORD_NEEDED_MESSAGE =
  'Enter the password again: the host, port, user or database changed since it was stored.';

/** A stored password goes only to the server, user and database it was stored for. */
function sameServer(a: DatabaseUri, b: DatabaseUri): boolean {
  return (
    a.backend === b.backend &&
    (a.host ?? '') === (b.host ?? '') &&
    (a.port ?? null) === (b.port ?? null) &&
    (a.username ?? '') === (b.username ?? '') &&
    (a.database ?? '') === (b.database ?? '') &&
    (a.query['host'] ?? '') === (b.query['host'] ?? '')
  );
}

/** The stored password for a masked URI, when the URI still names the stored server; 422 otherwise. */
function storedPasswordFor(
  parsed: DatabaseUri,
  stored: { sqlalchemy_uri: string; password_encrypted: string | null },
): string | null {
  if (!stored.password_encrypted) return null;
  if (!sameServer(parsed, parseUri(stored.sqlalchemy_uri))) {
    throw unprocessable({ sqlalchemy_uri: [PASSWORD_NEEDED_MESSAGE] });
  }
  return stored.password_encrypted;
}

/** Superset's words for any failed connection: what failed is not told, so the test is no network probe. */
export const CONNECTION_FAILED_MESSAGE = 'Connection failed, please check your connection settings';

/**
 * What gets stored for a URI: the masked URI and the sealed password. A URI that still carries the mask
 * (the client sent back what it read) keeps the previously stored password.
 */
export function sealConnection(
  secrets: AppDeps['secrets'],
  uri: string,
  previous: { sqlalchemy_uri: string; password_encrypted: string | null } | null,
): { sqlalchemy_uri: string; password_encrypted: string | null; backend: string } {
  const parsed = parseUri(uri);
  const keepsPrevious = parsed.password === PASSWORD_MASK;
  const password_encrypted = keepsPrevious
    ? previous && storedPasswordFor(parsed, previous)
    : parsed.password
      ? secrets.encrypt(parsed.password)
      : null;
  return { sqlalchemy_uri: maskUriPassword(uri), password_encrypted, backend: parsed.backend };
}

/**
 * Opens a throw-away engine and checks it answers; 422 when not, in words that do not tell a closed
 * port from an open one or a missing file from a present one.
 */
async function testConnection(deps: AppDeps, uri: string): Promise<void> {
  let engine;
  try {
    engine = await deps.engines.open(uri);
    await engine.testConnection();
  } catch {
    throw unprocessable(CONNECTION_FAILED_MESSAGE);
  } finally {
    await engine?.close().catch(() => undefined);
  }
}

/** The database settings a create or update body may switch on or off. */
const DATABASE_FLAGS = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
] as const;

function assertExtraJson(extra: string | null | undefined) {
  if (extra && !parseJsonObject(extra)) {
    throw unprocessable({ extra: ['Field cannot be decoded by JSON. Extra JSON is not valid'] });
  }
}

export const DUPLICATE_DATABASE_MESSAGE = 'A database with the same name already exists.';
export const DATABASE_HAS_DATASETS_MESSAGE = 'Cannot delete a database that has datasets attached';

export const databaseService: ResourceService<DatabaseItem> & {
  testConnection(ctx: ServiceContext, body: unknown): Promise<void>;
} = {
  resource: 'database',
  view: 'Database',
  listTitle: 'List Database',
  singular: 'database',
  plural: 'databases',
  table: 'dbs',
  listDeclaration: databaseListDeclaration,
  listColumns: DATABASE_LIST_COLUMNS,
  relatedColumns: { created_by: 'users', changed_by: 'users' },
  distinctColumns: {},
  loadListItems: (db, ids) => loadDatabases(db, ids),

  async get(ctx, id) {
    assertPermission(ctx.user, 'can_read', 'Database');
    return oneOrNotFound(loadDatabases(ctx.deps.db, [id]));
  },

  async create(ctx, body) {
    const user = assertPermission(ctx.user, 'can_write', 'Database');
    const input = parseBody(databaseCreateSchema, body);
    const { db, secrets } = ctx.deps;
    assertExtraJson(input.extra);
    parseSafeUri(input.sqlalchemy_uri, ctx.deps.config);
    const connection = sealConnection(secrets, input.sqlalchemy_uri, null);
    if ((await findDatabaseIdByName(db, input.database_name)) !== null) {
      throw unprocessable({ database_name: [DUPLICATE_DATABASE_MESSAGE] });
    }
    await testConnection(ctx.deps, input.sqlalchemy_uri);
    const now = nowIso();
    return db.transaction().execute((trx) =>
      insertDatabase(trx, {
        uuid: crypto.randomUUID(),
        database_name: input.database_name,
        ...connection,
        ...NEW_DATABASE_SETTINGS,
        ...flagColumns(input, DATABASE_FLAGS),
        cache_timeout: input.cache_timeout ?? null,
        extra: input.extra || '{}',
        created_on: now,
        changed_on: now,
        created_by_fk: user.id,
        changed_by_fk: user.id,
      }),
    );
  },

  async update(ctx, id, body) {
    const user = assertPermission(ctx.user, 'can_write', 'Database');
    const input = parseBody(databaseUpdateSchema, body);
    const { db, secrets } = ctx.deps;
    const current = await loadDatabaseConnection(db, id);
    if (!current) throw notFound();
    assertExtraJson(input.extra);
    if (
      input.database_name !== undefined &&
      (await findDatabaseIdByName(db, input.database_name, id)) !== null
    ) {
      throw unprocessable({ database_name: [DUPLICATE_DATABASE_MESSAGE] });
    }
    const changes: Partial<DatabaseValues> = {
      ...flagColumns(input, DATABASE_FLAGS),
      changed_on: nowIso(),
      changed_by_fk: user.id,
    };
    if (input.database_name !== undefined) changes.database_name = input.database_name;
    if (input.cache_timeout !== undefined) changes.cache_timeout = input.cache_timeout;
    if (input.extra !== undefined) changes.extra = input.extra || '{}';
    if (input.sqlalchemy_uri !== undefined) {
      parseSafeUri(input.sqlalchemy_uri, ctx.deps.config);
      Object.assign(changes, sealConnection(secrets, input.sqlalchemy_uri, current));
    }
    await db.transaction().execute((trx) => updateDatabaseRow(trx, id, changes));
    await ctx.deps.engines.invalidate(id);
  },

  async deleteMany(ctx, ids) {
    assertPermission(ctx.user, 'can_write', 'Database');
    await assertAllExist(ctx.deps.db, 'dbs', ids);
    if ((await datasetNamesOfDatabases(ctx.deps.db, ids)).length > 0)
      throw unprocessable(DATABASE_HAS_DATASETS_MESSAGE);
    await ctx.deps.db.transaction().execute((trx) => deleteDatabases(trx, ids));
    for (const id of ids) await ctx.deps.engines.invalidate(id);
  },

  /** `POST /api/v1/database/test_connection/`; a masked password is taken from the named database. */
  async testConnection(ctx, body) {
    assertPermission(ctx.user, 'can_write', 'Database');
    const input = parseBody(databaseTestConnectionSchema, body);
    let uri = input.sqlalchemy_uri;
    const parsed = parseSafeUri(uri, ctx.deps.config);
    if (parsed.password === PASSWORD_MASK && input.database_name) {
      const id = await findDatabaseIdByName(ctx.deps.db, input.database_name);
      const stored = id === null ? null : await loadDatabaseConnection(ctx.deps.db, id);
      const sealed = stored ? storedPasswordFor(parsed, stored) : null;
      if (sealed) uri = withUriPassword(uri, ctx.deps.secrets.decrypt(sealed));
    }
    await testConnection(ctx.deps, uri);
  },
};
