import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../types.js';

/** The resource APIs (chart, dashboard, dataset, database, saved_query, log, ...): filled in by the resources area. */
export async function resourceRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
