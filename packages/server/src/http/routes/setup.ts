import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bootstrapResponseSchema,
  isRecord,
  setupMessages,
  setupStatusResponseSchema,
  type SetupStatus,
} from '@sightline/core';
import { loadAuthUser } from '../../authz/loadAuthUser.js';
import { countUsers, createUser, recordLogin } from '../../services/users.js';
import { ApiError, forbidden } from '../../apiError.js';
import { startSession } from '../auth/session.js';
import { parseJsonBody } from '../../apiError.js';
import type { AppDeps } from '../../appDeps.js';
import { buildBootstrap } from './bootstrap.js';

/**
 * First run: creates the first Admin and signs them in. There is no default password anywhere; once any
 * user exists this answers 403. Requests from another machine need the setup token (see setupGate.ts).
 */

const setupBody = z.object({
  username: z.string().trim().min(1, 'Username is required.').max(64),
  password: z.string().min(1, 'Password is required.'),
  first_name: z.string().trim().default(''),
  last_name: z.string().trim().default(''),
  email: z.union([z.literal(''), z.email('Not a valid email address.')]).default(''),
  setup_token: z.string().trim().optional(),
});

/** The `setup_token` of a setup body, trimmed; '' when there is none. */
function setupTokenOf(body: unknown): string {
  const token = isRecord(body) ? body.setup_token : undefined;
  return typeof token === 'string' ? token.trim() : '';
}

export async function setupRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const tokenRequired = (request: FastifyRequest) => !app.setupGate.isLocal(request);

  app.get(
    '/api/v1/security/setup/',
    { schema: { response: { 200: setupStatusResponseSchema } } },
    async (request, reply): Promise<{ result: SetupStatus }> => {
      reply.header('cache-control', 'no-store');
      const needsSetup = (await countUsers(deps.db)) === 0;
      return { result: { needs_setup: needsSetup, token_required: needsSetup && tokenRequired(request) } };
    },
  );

  app.post(
    '/api/v1/security/setup/',
    {
      config: { csrfExempt: true },
      preHandler: app.authRateLimits.setupPerIp,
      schema: { body: setupBody, response: { 201: bootstrapResponseSchema } },
    },
    async (request, reply) => {
      // Checked before validation too, so a finished install answers 403 whatever is sent.
      if ((await countUsers(deps.db)) > 0) throw forbidden();
      // The token before the fields: without it, another machine learns nothing about the form.
      if (tokenRequired(request)) {
        const token = setupTokenOf(request.body);
        if (token === '') throw new ApiError(403, { message: setupMessages.tokenRequired });
        if (!app.setupGate.acceptsToken(token))
          throw new ApiError(403, { message: setupMessages.tokenInvalid });
      }
      const body = parseJsonBody(setupBody, request.body);
      const user = await createUser(
        deps.db,
        {
          username: body.username,
          password: body.password,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          roles: ['Admin'],
        },
        { onlyIfNoUsers: true, hashCost: deps.config.passwordHashCost },
      );
      await recordLogin(deps.db, user.id);
      startSession(request, reply, user.id);
      reply.status(201);
      return { result: await buildBootstrap(deps, await loadAuthUser(deps.db, user.id), app.setupGate) };
    },
  );
}
