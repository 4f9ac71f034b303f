import type { Kysely } from 'kysely';
import type { MetadataSchema, SessionRow } from './schema.js';

/**
 * Server-side sessions (`sessions`): one row per browser sign-in or API token login. A session
 * authenticates only while its row exists, is unexpired, is not revoked and its user is active; every
 * authenticated request reads it by primary key, so a revocation counts from the next request on, in
 * every server process.
 */

type Db = Kysely<MetadataSchema>;
export type SessionKind = SessionRow['kind'];

export interface NewSession {
  id: string;
  userId: number;
  kind: SessionKind;
  lifetimeSeconds: number;
}

export async function insertSession(db: Db, session: NewSession, now = new Date()): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      kind: session.kind,
      created_on: now.toISOString(),
      expires_on: new Date(now.getTime() + session.lifetimeSeconds * 1000).toISOString(),
      revoked_on: null,
    })
    .execute();
}

/** The user of a live session (unexpired, not revoked, user active); null otherwise. */
export async function liveSessionUser(db: Db, id: string, now = new Date()): Promise<number | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('ab_user as u', 'u.id', 's.user_id')
    .select('s.user_id')
    .where('s.id', '=', id)
    .where('s.revoked_on', 'is', null)
    .where('s.expires_on', '>', now.toISOString())
    .where('u.active', '=', 1)
    .executeTakeFirst();
  return row ? row.user_id : null;
}

export async function revokeSession(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_on: now.toISOString() })
    .where('id', '=', id)
    .where('revoked_on', 'is', null)
    .execute();
}

/** Ends every session of a user (deactivation): their cookies and tokens stop working at once. */
export async function revokeUserSessions(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_on: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_on', 'is', null)
    .execute();
}

/** Deletes sessions that can no longer authenticate (expired or revoked); returns how many. */
export async function pruneSessions(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_on', '<=', now.toISOString()), eb('revoked_on', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
