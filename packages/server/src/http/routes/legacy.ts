import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { notFound } from '../../apiError.js';
import { parseIdParam } from '../listQuery/parseQueryArgument.js';
import {
  FAVORITE_TARGETS,
  favoriteStatus,
  setFavorite,
  type FavoriteTarget,
} from '../../services/favoriteService.js';
import { allowListedOr404, serviceContext } from './resourceEndpoints.js';
import { favstarResponseSchema } from './replySchemas.js';

/** Superset's class names in the legacy favstar URL. */
const LEGACY_CLASSES: Record<string, FavoriteTarget> = {
  slice: FAVORITE_TARGETS.chart,
  Dashboard: FAVORITE_TARGETS.dashboard,
};

/**
 * `GET /superset/favstar/<slice|Dashboard>/<id>/<select|unselect|count>/` → `{count}`, as Superset
 * answers: 1 after select, 0 after unselect, and for count whether the caller has it starred.
 */
export async function legacyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { className: string; id: string; action: string } }>(
    '/superset/favstar/:className/:id/:action/',
    { schema: { response: { 200: favstarResponseSchema } } },
    async (request) => {
      const target = allowListedOr404(LEGACY_CLASSES, request.params.className);
      const id = parseIdParam(request.params.id);
      const ctx = serviceContext(deps, request);
      switch (request.params.action) {
        case 'select':
          await setFavorite(ctx, target, id, true);
          return { count: 1 };
        case 'unselect':
          await setFavorite(ctx, target, id, false);
          return { count: 0 };
        case 'count': {
          const [status] = await favoriteStatus(ctx, target, [id]);
          return { count: status?.value ? 1 : 0 };
        }
        default:
          throw notFound();
      }
    },
  );
}
