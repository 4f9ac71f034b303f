import type { FastifyInstance } from 'fastify';
import { databaseTestConnectionSchema, messageResponseSchema } from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { databaseService } from '../../services/databaseService.js';
import { registerResourceEndpoints, serviceContext } from './resourceEndpoints.js';

/** `/api/v1/database/...`: passwords are stored sealed and answered masked. */
export async function databaseRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/v1/database/test_connection',
    { schema: { body: databaseTestConnectionSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await databaseService.testConnection(serviceContext(deps, request), request.body);
      return { message: 'OK' };
    },
  );
  registerResourceEndpoints(app, deps, databaseService);
}
