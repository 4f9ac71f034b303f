import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../apiError.js';
import type { AppDeps } from '../appDeps.js';

/**
 * Brute-force limits (@fastify/rate-limit, counters in this app's memory): requests per client address
 * to sign-in, first-run setup and token refresh, and failed sign-ins per username. Over a limit the
 * answer is 429 with `Retry-After` and a message saying when to try again.
 */

export interface AuthRateLimits {
  /** preHandlers counting every request per client address, one counter set per kind of request. */
  signInPerIp: preHandlerAsyncHookHandler;
  setupPerIp: preHandlerAsyncHookHandler;
  refreshPerIp: preHandlerAsyncHookHandler;
  /**
   * 429 when the username of this sign-in (`request.body.username`, already validated) has used up its
   * failed sign-ins; call before checking the password.
   */
  assertSignInAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a failed sign-in against the username of this sign-in. */
  recordFailedSignIn(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimits: AuthRateLimits;
  }
}

/** "42 seconds", "15 minutes": whole units a person can act on. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return `${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} minutes`;
}

const tooManyFromAddress = (what: string, seconds: number) =>
  new ApiError(429, {
    message: `Too many ${what} requests from your address. Try again in ${waitText(seconds)}.`,
  });

export const tooManyFailedSignIns = (seconds: number) =>
  new ApiError(429, {
    message: `Too many failed sign-in attempts for this user. Try again in ${waitText(seconds)}, or ask an administrator to check the account.`,
  });

const usernameKey = (username: string) => `user:${username.trim().toLowerCase()}`;

const noLimit: preHandlerAsyncHookHandler = async () => {};

export async function registerAuthRateLimits(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limits = deps.config.authRateLimit;
  if (!limits.enabled) {
    app.decorate('authRateLimits', {
      signInPerIp: noLimit,
      setupPerIp: noLimit,
      refreshPerIp: noLimit,
      assertSignInAllowed: async () => {},
      recordFailedSignIn: async () => {},
    } satisfies AuthRateLimits);
    return;
  }
  // Not global: only the routes below are limited. The store is this app's own (in memory).
  await app.register(rateLimit, { global: false });

  const perIp = (what: string) =>
    app.rateLimit({
      max: limits.requestsPerIp,
      timeWindow: limits.requestWindowSeconds * 1000,
      hook: 'preHandler',
      errorResponseBuilder: (_request, context) => tooManyFromAddress(what, context.ttl / 1000),
    }) as preHandlerAsyncHookHandler;

  // One counter per username, whether or not it exists; the key comes from the sign-in body, so the
  // handlers run these checks once the body is validated.
  const failures = app.createRateLimit({
    max: limits.failedLoginsPerUser,
    timeWindow: limits.failedLoginWindowSeconds * 1000,
    keyGenerator: (request) => usernameKey(String((request.body as { username?: unknown }).username)),
  });

  app.decorate('authRateLimits', {
    signInPerIp: perIp('sign-in'),
    setupPerIp: perIp('setup'),
    refreshPerIp: perIp('token refresh'),
    async assertSignInAllowed(request, reply) {
      const state = await failures(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      reply.header('retry-after', String(state.ttlInSeconds));
      throw tooManyFailedSignIns(state.ttlInSeconds);
    },
    async recordFailedSignIn(request) {
      await failures(request);
    },
  } satisfies AuthRateLimits);
}
