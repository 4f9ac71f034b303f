import type { FastifyInstance } from 'fastify';
import { favoriteStatusResponseSchema, idListSchema, okResultResponseSchema } from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { parseIdParam, parseQueryArgument } from '../listQuery/parseQueryArgument.js';
import { FAVORITE_TARGETS, favoriteStatus, setFavorite } from '../../services/favoriteService.js';
import { serviceContext } from './resourceEndpoints.js';
import { risonQuerystring } from './resourceSchemas.js';

/**
 * `GET /api/v1/<chart|dashboard|saved_query>/favorite_status/?q=!(ids)` and
 * `POST|DELETE /api/v1/<chart|dashboard>/<id>/favorites/`.
 */
const favoriteStatusSchema = {
  querystring: risonQuerystring,
  response: { 200: favoriteStatusResponseSchema },
};

const favoriteSchema = { response: { 200: okResultResponseSchema } };

export async function favoriteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const [resource, target] of Object.entries(FAVORITE_TARGETS)) {
    app.get(`/api/v1/${resource}/favorite_status`, { schema: favoriteStatusSchema }, async (request) => ({
      result: await favoriteStatus(
        serviceContext(deps, request),
        target,
        parseQueryArgument(idListSchema, request, []),
      ),
    }));
    app.post<{ Params: { id: string } }>(
      `/api/v1/${resource}/:id/favorites`,
      { schema: favoriteSchema },
      async (request) => {
        await setFavorite(serviceContext(deps, request), target, parseIdParam(request.params.id), true);
        return { result: 'OK' };
      },
    );
    app.delete<{ Params: { id: string } }>(
      `/api/v1/${resource}/:id/favorites`,
      { schema: favoriteSchema },
      async (request) => {
        await setFavorite(serviceContext(deps, request), target, parseIdParam(request.params.id), false);
        return { result: 'OK' };
      },
    );
  }
}
