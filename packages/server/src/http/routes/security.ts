import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bootstrapResponseSchema,
  csrfTokenResponseSchema,
  loginBodySchema,
  sessionBodySchema,
  tokensResponseSchema,
} from '@sightline/core';
import { loadAuthUser } from '../../authz/loadAuthUser.js';
import { authenticate, findUserById, recordLogin } from '../../services/users.js';
import { bearerToken } from '../auth/authPlugin.js';
import { requireAuth } from '../auth/guards.js';
import { endSession, startSession } from '../auth/session.js';
import { ApiError, badRequest } from '../../apiError.js';
import { parseJsonBody } from '../../apiError.js';
import type { AppDeps } from '../../appDeps.js';
import { buildBootstrap } from './bootstrap.js';

/**
 * Sign-in for API clients (JWT: login, refresh) and browsers (cookie session), and the CSRF token.
 * Sign-in endpoints are CSRF-exempt: there is no session to protect yet.
 */

const notAuthorized = () => new ApiError(401, { message: 'Not authorized' });

export async function securityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const exempt = { config: { csrfExempt: true } };
  const limits = app.authRateLimits;
  const signInRoute = { ...exempt, preHandler: limits.signInPerIp };

  /** The user of a valid body's credentials; 429 once the username used up its failed sign-ins. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, username: string, password: string) => {
    await limits.assertSignInAllowed(request, reply);
    const user = await authenticate(deps.db, username, password, { hashCost: deps.config.passwordHashCost });
    if (!user) {
      await limits.recordFailedSignIn(request);
      throw notAuthorized();
    }
    return user;
  };

  app.post(
    '/api/v1/security/login',
    { ...signInRoute, schema: { body: loginBodySchema, response: { 200: tokensResponseSchema } } },
    async (request, reply) => {
      const body = parseJsonBody(loginBodySchema, request.body, 400);
      if (body.provider !== 'db') throw badRequest(`Provider ${body.provider} is not supported`);
      const user = await signIn(request, reply, body.username, body.password);
      await recordLogin(deps.db, user.id);
      // With a refresh token, both belong to one session: logging out with either revokes both.
      return app.tokens.issueLogin(user.id, body.refresh === true);
    },
  );

  // Superset's refresh: the refresh token comes as `Authorization: Bearer <refresh_token>`.
  app.post(
    '/api/v1/security/refresh',
    { ...exempt, preHandler: limits.refreshPerIp, schema: { response: { 200: tokensResponseSchema } } },
    async (request) => {
      const token = bearerToken(request);
      const verified = token ? await app.tokens.verify(token, 'refresh') : null;
      if (verified === null) throw notAuthorized();
      if (!(await findUserById(deps.db, verified.userId))?.active) throw notAuthorized();
      // The access token belongs to the refresh token's session: logging out with either revokes both.
      return { access_token: await app.tokens.issue(verified.userId, 'access', verified.sessionId) };
    },
  );

  app.get(
    '/api/v1/security/csrf_token/',
    { preHandler: requireAuth, schema: { response: { 200: csrfTokenResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Bearer clients need no CSRF token; they get one bound to their user id so the call still works.
      const subject = request.session?.sessionId ?? `bearer:${request.user!.id}`;
      return { result: app.csrf.tokenFor(subject) };
    },
  );

  app.post(
    '/api/v1/security/session/',
    { ...signInRoute, schema: { body: sessionBodySchema, response: { 200: bootstrapResponseSchema } } },
    async (request, reply) => {
      const body = parseJsonBody(sessionBodySchema, request.body, 400);
      const user = await signIn(request, reply, body.username, body.password);
      await recordLogin(deps.db, user.id);
      startSession(request, reply, user.id);
      return { result: await buildBootstrap(deps, await loadAuthUser(deps.db, user.id), app.setupGate) };
    },
  );

  // Logout revokes server-side whatever the caller holds: the cookie session, the session of the bearer
  // token (an access token or a refresh token) and that of a `refresh_token` in the body, if any.
  app.delete(
    '/api/v1/security/session/',
    { ...exempt, schema: { response: { 200: bootstrapResponseSchema } } },
    async (request, reply) => {
      await endSession(request, reply);
      const body = request.body as { refresh_token?: unknown } | null | undefined;
      for (const token of [bearerToken(request), body?.refresh_token]) {
        if (typeof token === 'string' && token !== '') await app.tokens.revoke(token);
      }
      return { result: await buildBootstrap(deps, null, app.setupGate) };
    },
  );
}
