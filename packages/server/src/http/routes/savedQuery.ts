import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { savedQueryService } from '../../services/savedQueryService.js';
import { registerResourceEndpoints } from './resourceEndpoints.js';

/** `/api/v1/saved_query/...`: each user sees and edits their own saved queries. */
export async function savedQueryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerResourceEndpoints(app, deps, savedQueryService);
}
