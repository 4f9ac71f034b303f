import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../../services/sessionStore.js';
import { deriveKey } from '../../secrets.js';
import { newSessionId } from './tokens.js';

/**
 * Browser sessions: a signed HttpOnly cookie `session` holding `<userId>.<issuedAt>.<sessionId>`, where
 * the session id names a row of `sessions` (kind 'cookie'). The signature (from @fastify/cookie, keyed by
 * the server secret) makes the cookie trustworthy; the row makes it revocable: logout and deactivation
 * revoke it, and a revoked, expired or unknown session no longer authenticates even when the cookie is
 * replayed. The CSRF token is an HMAC of the session id, so it needs no storage.
 */

export const SESSION_COOKIE = 'session';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface Session {
  userId: number;
  issuedAt: number;
  sessionId: string;
}

export function readSession(request: FastifyRequest): Session | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const [userId, issuedAt, sessionId] = unsigned.value.split('.');
  const session = { userId: Number(userId), issuedAt: Number(issuedAt), sessionId: sessionId ?? '' };
  if (
    !Number.isSafeInteger(session.userId) ||
    !Number.isFinite(session.issuedAt) ||
    !/^[\w-]{16,}$/.test(session.sessionId)
  ) {
    return null;
  }
  if (Date.now() / 1000 - session.issuedAt > SESSION_MAX_AGE_SECONDS) return null;
  return session;
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  signed: true,
});

/** The per-app store of cookie sessions (decorated on the app as `cookieSessions`). */
export interface CookieSessions {
  start(id: string, userId: number): Promise<void>;
  /** The user of a live session; null when it is unknown, expired, revoked or its user is inactive. */
  userOf(id: string): Promise<number | null>;
  revoke(id: string): Promise<void>;
}

export function createCookieSessions(sessions: SessionStore): CookieSessions {
  return {
    start: (id, userId) =>
      sessions.open({ id, userId, kind: 'cookie', lifetimeSeconds: SESSION_MAX_AGE_SECONDS }),
    userOf: (id) => sessions.userOf(id),
    revoke: (id) => sessions.revoke(id),
  };
}

/**
 * Signs the user in on this browser: a new session id every time, so old CSRF tokens stop working. The
 * session row is written before the response leaves (the auth plugin's onSend hook waits for it), so the
 * browser's next request finds it.
 */
export function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Session {
  const session = { userId, issuedAt: Math.floor(Date.now() / 1000), sessionId: newSessionId() };
  const written = request.server.cookieSessions.start(session.sessionId, userId);
  // Handled here so a failure is not an unhandled rejection; the onSend hook rethrows it.
  written.catch(() => undefined);
  request.sessionWrite = written;
  reply.setCookie(SESSION_COOKIE, `${session.userId}.${session.issuedAt}.${session.sessionId}`, {
    ...cookieOptions(request),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return session;
}

/** Signs the browser out: its session is revoked server-side and the cookie cleared. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = readSession(request);
  if (session) await request.server.cookieSessions.revoke(session.sessionId);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

export interface CsrfTokens {
  /** The CSRF token of a session (an HMAC of its id). */
  tokenFor(sessionId: string): string;
  isValid(sessionId: string, token: string): boolean;
}

/** CSRF tokens keyed by the server secret; the key is derived once, not on every mutating request. */
export function createCsrfTokens(secretKey: string): CsrfTokens {
  const key = deriveKey(secretKey, 'csrf');
  const tokenFor = (sessionId: string) => createHmac('sha256', key).update(sessionId).digest('base64url');
  return {
    tokenFor,
    isValid(sessionId, token) {
      const expected = Buffer.from(tokenFor(sessionId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
