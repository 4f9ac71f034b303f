import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadAuthUser } from '../../authz/loadAuthUser.js';
import { countUsers, createUser, recordLogin } from '../../services/users.js';
import { forbidden } from '../errors.js';
import { startSession } from '../auth/session.js';
import { parseJsonBody } from '../parseBody.js';
import type { AppDeps } from '../types.js';
import { buildBootstrap } from './bootstrap.js';

/**
 * First run: creates the first Admin and signs them in. There is no default password anywhere; once any
 * user exists this answers 403.
 */

const setupBody = z.object({
  username: z.string().trim().min(1, 'Username is required.').max(64),
  password: z.string().min(1, 'Password is required.'),
  first_name: z.string().trim().default(''),
  last_name: z.string().trim().default(''),
  email: z.union([z.literal(''), z.email('Not a valid email address.')]).default(''),
});

export async function setupRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/api/v1/security/setup/', { config: { csrfExempt: true } }, async (request, reply) => {
    // Checked before validation too, so a finished install answers 403 whatever is sent.
    if ((await countUsers(deps.db)) > 0) throw forbidden();
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
      { onlyIfNoUsers: true },
    );
    await recordLogin(deps.db, user.id);
    startSession(request, reply, user.id);
    reply.status(201);
    return { result: await buildBootstrap(deps, await loadAuthUser(deps.db, user.id)) };
  });
}
