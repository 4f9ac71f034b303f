import { openEngine, withUriPassword, type Engine, type OpenEngineOptions } from '@sightline/query-engine';
import type { MetadataDb } from '../repos/metadataDb.js';
import { notFound } from '../apiError.js';
import type { EngineRegistry, SecretBox } from '../appDeps.js';
import { loadDatabaseConnection } from '../repos/databaseRepo.js';

type OpenEngine = (uri: string, options?: OpenEngineOptions) => Promise<Engine>;

/**
 * One open engine per registered database, opened on first use. The stored URI has its password masked;
 * the real one is decrypted from `password_encrypted` only to open the connection. Concurrent first
 * uses share one opening, so a database never gets two pools.
 */
export function createEngineRegistry(
  db: MetadataDb,
  secrets: SecretBox,
  open: OpenEngine = (uri, options) => openEngine(uri, options),
): EngineRegistry {
  const engines = new Map<number, Promise<Engine>>();

  async function connect(databaseId: number): Promise<Engine> {
    const row = await loadDatabaseConnection(db, databaseId);
    if (!row) throw notFound();
    const uri = row.password_encrypted
      ? withUriPassword(row.sqlalchemy_uri, secrets.decrypt(row.password_encrypted))
      : row.sqlalchemy_uri;
    return open(uri, { allowDml: Boolean(row.allow_dml) });
  }

  return {
    forDatabase(databaseId) {
      let engine = engines.get(databaseId);
      if (!engine) {
        engine = connect(databaseId);
        engines.set(databaseId, engine);
        // A failed open is not cached: the next call tries again (the database may be back).
        engine.catch(() => {
          if (engines.get(databaseId) === engine) engines.delete(databaseId);
        });
      }
      return engine;
    },
    open,
    async invalidate(databaseId) {
      const engine = engines.get(databaseId);
      engines.delete(databaseId);
      if (engine) await engine.then((e) => e.close()).catch(() => undefined);
    },
    async closeAll() {
      const all = [...engines.values()];
      engines.clear();
      await Promise.all(all.map((engine) => engine.then((e) => e.close()).catch(() => undefined)));
    },
  };
}
