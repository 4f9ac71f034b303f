import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  exploreContextSchema,
  formDataResponseSchema,
  keyResponseSchema,
  messageResponseSchema,
  permalinkResponseSchema,
} from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { requireAuth } from '../auth/index.js';
import { badRequest } from '../../apiError.js';
import { exploreQuerySchema, getExploreContext } from '../../services/explore/exploreService.js';
import {
  createFormData,
  deleteFormData,
  formDataBodySchema,
  readFormData,
  updateFormData,
} from '../../services/explore/formDataService.js';
import {
  createExplorePermalink,
  permalinkStateSchema,
  readExplorePermalink,
} from '../../services/explore/permalinkService.js';
import { EXPLORE_MESSAGES } from '../../services/explore/messages.js';
import { serviceContext } from './resourceEndpoints.js';
import { explorePermalinkValueResponseSchema } from './replySchemas.js';

/** The permalink's page: `<origin>/explore/p/<key>/`, with the origin the client used. */
function permalinkUrl(request: FastifyRequest, key: string): string {
  return `${request.protocol}://${request.host}/explore/p/${key}/`;
}

/**
 * `/api/v1/explore/`: the chart-building screen's initial context, its unsaved form data
 * (`form_data[/<key>]`) and its permalinks (`permalink[/<key>]`).
 */
export async function exploreRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = (request: FastifyRequest) => serviceContext(deps, request);

  const exploreSchema = {
    querystring: exploreQuerySchema,
    response: { 200: z.object({ result: exploreContextSchema }) },
  };
  app.get('/api/v1/explore', { preHandler: requireAuth, schema: exploreSchema }, async (request) => {
    const query = exploreQuerySchema.safeParse(request.query ?? {});
    if (!query.success) throw badRequest(query.error.issues[0]?.message ?? 'Bad request');
    return { result: await getExploreContext(ctx(request), query.data) };
  });

  app.post(
    '/api/v1/explore/form_data',
    { preHandler: requireAuth, schema: { body: formDataBodySchema, response: { 201: keyResponseSchema } } },
    async (request, reply) => {
      const key = await createFormData(ctx(request), request.body);
      return reply.status(201).send({ key });
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/v1/explore/form_data/:key',
    { preHandler: requireAuth, schema: { response: { 200: formDataResponseSchema } } },
    async (request) => ({
      form_data: await readFormData(ctx(request), request.params.key),
    }),
  );
  app.put<{ Params: { key: string } }>(
    '/api/v1/explore/form_data/:key',
    { preHandler: requireAuth, schema: { body: formDataBodySchema, response: { 200: keyResponseSchema } } },
    async (request) => ({
      key: await updateFormData(ctx(request), request.params.key, request.body),
    }),
  );
  app.delete<{ Params: { key: string } }>(
    '/api/v1/explore/form_data/:key',
    { preHandler: requireAuth, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteFormData(ctx(request), request.params.key);
      return { message: EXPLORE_MESSAGES.formDataDeleted };
    },
  );

  app.post(
    '/api/v1/explore/permalink',
    {
      preHandler: requireAuth,
      schema: { body: permalinkStateSchema, response: { 201: permalinkResponseSchema } },
    },
    async (request, reply) => {
      const key = await createExplorePermalink(ctx(request), request.body);
      return reply.status(201).send({ key, url: permalinkUrl(request, key) });
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/v1/explore/permalink/:key',
    { preHandler: requireAuth, schema: { response: { 200: explorePermalinkValueResponseSchema } } },
    async (request) => readExplorePermalink(ctx(request), request.params.key),
  );
}
