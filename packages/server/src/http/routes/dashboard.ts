import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../types.js';
import { notFound } from '../errors.js';
import { dashboardService } from '../../services/dashboardService.js';
import { dashboardCharts, dashboardDatasets } from '../../services/dashboardContents.js';
import { findDashboardId } from '../../repos/dashboardRepo.js';
import { bothSlashes, registerResourceEndpoints, serviceContext } from './resourceEndpoints.js';

/** `/api/v1/dashboard/...`; a dashboard is addressed by id or slug. */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const resolveId = async (param: string) => {
    const id = await findDashboardId(deps.db, param);
    if (id === null) throw notFound();
    return id;
  };

  for (const url of bothSlashes('/api/v1/dashboard/:id/charts')) {
    app.get<{ Params: { id: string } }>(url, async (request) => ({
      result: await dashboardCharts(serviceContext(deps, request), await resolveId(request.params.id)),
    }));
  }
  for (const url of bothSlashes('/api/v1/dashboard/:id/datasets')) {
    app.get<{ Params: { id: string } }>(url, async (request) => ({
      result: await dashboardDatasets(serviceContext(deps, request), await resolveId(request.params.id)),
    }));
  }
  registerResourceEndpoints(app, deps, dashboardService, { resolveId });
}
