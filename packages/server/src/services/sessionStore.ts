import type { MetadataDb } from '../repos/metadataDb.js';
import {
  insertSession,
  liveSessionUser,
  pruneSessions,
  revokeSession,
  type NewSession,
} from '../repos/sessionRepo.js';

/**
 * Server-side sessions as the auth layer uses them (cookie sessions, refresh tokens): a session
 * authenticates while its row is live, so a revocation counts from the next request on, in every process.
 */
export interface SessionStore {
  open(session: NewSession): Promise<void>;
  /** The user of a live session; null when it is unknown, expired, revoked or its user is inactive. */
  userOf(id: string): Promise<number | null>;
  revoke(id: string): Promise<void>;
  /** Deletes sessions that can no longer authenticate; returns how many. */
  prune(): Promise<number>;
}

export function createSessionStore(db: MetadataDb): SessionStore {
  return {
    open: (session) => insertSession(db, session),
    userOf: (id) => liveSessionUser(db, id),
    revoke: (id) => revokeSession(db, id),
    prune: () => pruneSessions(db),
  };
}
