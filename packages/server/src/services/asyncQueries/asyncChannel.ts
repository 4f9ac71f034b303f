import { createHmac } from 'node:crypto';
import { deriveKey } from '../../secrets.js';

/**
 * A session's event channel: a keyed hash of its session id, so every process names the same channel for
 * a session, and nobody can name another session's channel without its credentials.
 */
export function channelOfSession(secretKey: string, sessionId: string): string {
  return createHmac('sha256', deriveKey(secretKey, 'async-channel'))
    .update(sessionId)
    .digest('base64url')
    .slice(0, 32);
}
