import { openEngine, withUriPassword, type Engine, type OpenEngineOptions } from '@sightline/query-engine';
import type { MetadataDb } from '../repos/metadataDb.js';
import { notFound } from '../apiError.js';
import type { EngineRegistry, SecretBox } from '../appDeps.js';
import { loadDatabaseConnection } from '../repos/databaseRepo.js';

type OpenEngine = (uri: string, options?: OpenEngineOptions) => Promise<Engine>;

type ConnectionRow = NonNullable<Awaited<ReturnType<typeof loadDatabaseConnection>>>;

/** How long an open engine is used before its database's row is read again for changes. */
const RECHECK_MS = 5_000;

/** What an engine was opened from: when it changes, the engine is opened anew. */
const fingerprintOf = (row: ConnectionRow) =>
  JSON.stringify([row.sqlalchemy_uri, row.password_encrypted, Boolean(row.allow_dml)]);

interface OpenedEngine {
  engine: Promise<Engine>;
  fingerprint: string;
  checkedAt: number;
}

/**
 * One open engine per registered database, opened on first use. The stored URI has its password masked;
 * the real one is decrypted from `password_encrypted` only to open the connection. Concurrent first
 * uses share one opening, so a database never gets two pools. A change made here invalidates the engine
 * at once; one made by another process (another web process, the CLI) is seen within RECHECK_MS, when
 * the database's connection row is read again and a changed one reopens the engine.
 */
export function createEngineRegistry(
  db: MetadataDb,
  secrets: SecretBox,
  open: OpenEngine = (uri, options) => openEngine(uri, options),
  now: () => number = () => Date.now(),
): EngineRegistry {
  const engines = new Map<number, OpenedEngine>();

  function connect(databaseId: number, row: ConnectionRow): OpenedEngine {
    const uri = row.password_encrypted
      ? withUriPassword(row.sqlalchemy_uri, secrets.decrypt(row.password_encrypted))
      : row.sqlalchemy_uri;
    const opened: OpenedEngine = {
      engine: open(uri, { allowDml: Boolean(row.allow_dml) }),
      fingerprint: fingerprintOf(row),
      checkedAt: now(),
    };
    engines.set(databaseId, opened);
    // A failed open is not cached: the next call tries again (the database may be back).
    opened.engine.catch(() => {
      if (engines.get(databaseId) === opened) engines.delete(databaseId);
    });
    return opened;
  }

  const drop = async (databaseId: number, opened: OpenedEngine | undefined) => {
    if (!opened) return;
    if (engines.get(databaseId) === opened) engines.delete(databaseId);
    await opened.engine.then((e) => e.close()).catch(() => undefined);
  };

  /** Concurrent first uses wait for one row read, and one opening. */
  const firstUses = new Map<number, Promise<Engine>>();
  function openFirst(databaseId: number): Promise<Engine> {
    let pending = firstUses.get(databaseId);
    if (!pending) {
      pending = (async () => {
        const row = await loadDatabaseConnection(db, databaseId);
        if (!row) throw notFound();
        return (engines.get(databaseId) ?? connect(databaseId, row)).engine;
      })().finally(() => firstUses.delete(databaseId));
      firstUses.set(databaseId, pending);
    }
    return pending;
  }

  async function recheck(databaseId: number, opened: OpenedEngine): Promise<Engine> {
    const row = await loadDatabaseConnection(db, databaseId);
    if (!row) {
      await drop(databaseId, opened);
      throw notFound();
    }
    if (fingerprintOf(row) === opened.fingerprint) return opened.engine;
    void drop(databaseId, opened);
    return (engines.get(databaseId) ?? connect(databaseId, row)).engine;
  }

  return {
    forDatabase(databaseId) {
      const opened = engines.get(databaseId);
      if (!opened) return openFirst(databaseId);
      if (now() - opened.checkedAt < RECHECK_MS) return opened.engine;
      // One read per interval: requests meanwhile use the engine as it is.
      opened.checkedAt = now();
      return recheck(databaseId, opened);
    },
    open,
    async invalidate(databaseId) {
      await drop(databaseId, engines.get(databaseId));
    },
    async closeAll() {
      const all = [...engines.values()];
      engines.clear();
      await Promise.all(all.map((opened) => opened.engine.then((e) => e.close()).catch(() => undefined)));
    },
  };
}
