import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { chartService } from '../../services/chartService.js';
import { registerResourceEndpoints } from './resourceEndpoints.js';

/** `/api/v1/chart/...` (favorites are in favorites.ts). */
export async function chartRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerResourceEndpoints(app, deps, chartService);
}
