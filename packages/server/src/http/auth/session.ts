import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deriveKey } from '../../secrets.js';

/**
 * Browser sessions: a signed HttpOnly cookie `session` holding `<userId>.<issuedAt>.<sessionId>`. Nothing
 * is stored server-side; the signature (from @fastify/cookie, keyed by the server secret) is what makes
 * it trustworthy. The CSRF token is an HMAC of the session id, so it needs no storage either.
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

/** Signs the user in on this browser: a new session id every time, so old CSRF tokens stop working. */
export function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Session {
  const session = {
    userId,
    issuedAt: Math.floor(Date.now() / 1000),
    sessionId: randomBytes(18).toString('base64url'),
  };
  reply.setCookie(SESSION_COOKIE, `${session.userId}.${session.issuedAt}.${session.sessionId}`, {
    ...cookieOptions(request),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return session;
}

export function endSession(request: FastifyRequest, reply: FastifyReply): void {
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
