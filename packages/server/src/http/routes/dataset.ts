import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { datasetService } from '../../services/datasetService.js';
import { registerResourceEndpoints } from './resourceEndpoints.js';

/** `/api/v1/dataset/...`: physical datasets read their columns from the engine, virtual ones from their SQL. */
export async function datasetRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerResourceEndpoints(app, deps, datasetService);
}
