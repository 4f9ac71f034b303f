import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAuthUserCache } from '../../authz/authUserCache.js';
import { createSessionStore } from '../../services/sessionStore.js';
import { deriveKey } from '../../secrets.js';
import { badRequest } from '../../apiError.js';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import {
  createCookieSessions,
  createCsrfTokens,
  readSession,
  type CookieSessions,
  type CsrfTokens,
  type Session,
} from './session.js';
import { createTokenSigner, type TokenSigner } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from the session cookie or bearer token; null when anonymous. */
    user: AuthUser | null;
    /** The cookie session the user came in with (null for bearer tokens and anonymous requests). */
    session: Session | null;
    /** The server-side session the credentials name, cookie or bearer token; null when anonymous. */
    sessionId: string | null;
    /** The write of a session started by this request; the response waits for it. */
    sessionWrite: Promise<void> | null;
  }
  interface FastifyContextConfig {
    /** Skip the CSRF check (sign-in, setup, token login: there is no session to forge yet). */
    csrfExempt?: boolean;
  }
  interface FastifyInstance {
    tokens: TokenSigner;
    csrf: CsrfTokens;
    cookieSessions: CookieSessions;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How often sessions that can no longer authenticate (expired, revoked) are deleted. */
const SESSION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** The token of an `Authorization: Bearer <token>` header, null without one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * Sets `request.user` on every request, from a bearer JWT or the signed session cookie, and enforces the
 * CSRF token on mutating cookie-session requests. Both kinds of credential name a server-side session,
 * read by primary key on every request: revoked, expired or unknown sessions and inactive users are
 * anonymous. Registered on the root instance (not encapsulated) by buildApp, so every route sees
 * `request.user`.
 */
export async function registerAuth(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(cookie, { secret: deriveKey(deps.secretKey, 'cookie').toString('base64url') });
  const sessions = createSessionStore(deps.db);
  app.decorate('tokens', createTokenSigner(deps.secretKey, sessions));
  app.decorate('cookieSessions', createCookieSessions(sessions));
  app.decorate('csrf', createCsrfTokens(deps.secretKey));
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionWrite', null);
  const users = createAuthUserCache(deps.db, deps.permissionGeneration);

  app.addHook('onRequest', async (request) => {
    // Hashed assets and health checks never depend on who asks; skip the user lookup for them.
    if (request.url.startsWith('/assets/') || request.url === '/health' || request.url === '/healthcheck')
      return;
    const token = bearerToken(request);
    if (token) {
      // An invalid or expired token makes the request anonymous; requireAuth then answers 401.
      const verified = await app.tokens.verify(token, 'access');
      request.user = verified === null ? null : await users.get(verified.userId);
      if (request.user) request.sessionId = verified!.sessionId;
      return;
    }
    const session = readSession(request);
    if (!session || (await app.cookieSessions.userOf(session.sessionId)) !== session.userId) return;
    const user = await users.get(session.userId);
    if (!user) return;
    request.user = user;
    request.session = session;
    request.sessionId = session.sessionId;
    if (MUTATING.has(request.method) && !request.routeOptions.config?.csrfExempt) {
      const given = request.headers['x-csrftoken'];
      const value = Array.isArray(given) ? given[0] : given;
      if (!value) throw badRequest('The CSRF token is missing.');
      if (!app.csrf.isValid(session.sessionId, value)) throw badRequest('The CSRF token is invalid.');
    }
  });

  app.addHook('onSend', async (request) => {
    if (request.sessionWrite) await request.sessionWrite;
  });

  const prune = setInterval(() => {
    sessions.prune().catch((error: Error) => app.log.warn(`Session pruning failed: ${error.message}`));
  }, SESSION_PRUNE_INTERVAL_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}
