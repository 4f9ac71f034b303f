import type { FastifyInstance } from 'fastify';
import {
  ASYNC_POLLING_DELAY_MS,
  bootstrapResponseSchema,
  type BootstrapPayload,
  type BootstrapUser,
} from '@sightline/core';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import type { SetupGate } from '../setupGate.js';

/** GET /api/v1/bootstrap/ and the object embedded in index.html (the contract is in core). */

export function bootstrapUser(user: AuthUser): BootstrapUser {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    roles: [...user.roles],
    permissions: [...user.permissions].sort(),
  };
}

export async function buildBootstrap(
  deps: AppDeps,
  user: AuthUser | null,
  setupGate: Pick<SetupGate, 'needsSetup'>,
): Promise<BootstrapPayload> {
  const { config } = deps;
  return {
    user: user ? bootstrapUser(user) : null,
    needs_setup: user ? false : await setupGate.needsSetup(),
    common: {
      feature_flags: { ...config.featureFlags },
      conf: {
        ROW_LIMIT: config.rowLimit,
        SQL_MAX_ROW: config.maxRowLimit,
        SAMPLES_ROW_LIMIT: config.samplesRowLimit,
        SQLLAB_TIMEOUT: Math.round(config.queryTimeoutMs / 1000),
        CACHE_DEFAULT_TIMEOUT: config.cache.defaultTimeoutSeconds,
        GLOBAL_ASYNC_QUERIES_TRANSPORT: config.asyncQueries.transport === 'websocket' ? 'ws' : 'polling',
        GLOBAL_ASYNC_QUERIES_POLLING_DELAY: ASYNC_POLLING_DELAY_MS,
      },
      flash_messages: [],
    },
  };
}

export async function bootstrapRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/v1/bootstrap/',
    { schema: { response: { 200: bootstrapResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: await buildBootstrap(deps, request.user, app.setupGate) };
    },
  );
}
