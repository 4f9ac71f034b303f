import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { advancedDataTypeRoutes } from './advancedDataType.js';
import { asyncEventRoutes } from './asyncEvents.js';
import { chartRoutes } from './chart.js';
import { chartDataRoutes } from './chartData.js';
import { dashboardRoutes } from './dashboard.js';
import { dashboardFilterRoutes } from './dashboardFilters.js';
import { databaseRoutes } from './database.js';
import { databaseBrowserRoutes } from './databaseBrowser.js';
import { datasetRoutes } from './dataset.js';
import { datasourceRoutes } from './datasource.js';
import { datasourceEditorRoutes } from './datasourceEditor.js';
import { exploreRoutes } from './explore.js';
import { favoriteRoutes } from './favorites.js';
import { legacyRoutes } from './legacy.js';
import { legacyFilterRoutes } from './legacyFilter.js';
import { logRoutes } from './log.js';
import { savedQueryRoutes } from './savedQuery.js';
import { queryRoutes } from './query.js';
import { sqlLabRoutes } from './sqlLab.js';
import { tabStateViewRoutes } from './tabStateView.js';
import { securityRoleRoutes } from './securityRoles.js';
import { timeRangeRoutes } from './timeRange.js';

/**
 * The resource APIs: chart, dashboard, dataset, database, saved_query, SQL Lab (sqllab, query, its tabs),
 * favorites, log, legacy favstar,
 * explore (context, form data, permalinks) and the legacy datasource views.
 */
export async function resourceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Favorites first: `/chart/favorite_status/` must not be read as `/chart/:id`.
  await favoriteRoutes(app, deps);
  await chartRoutes(app, deps);
  await dashboardRoutes(app, deps);
  await dashboardFilterRoutes(app, deps);
  await datasetRoutes(app, deps);
  await databaseRoutes(app, deps);
  await databaseBrowserRoutes(app, deps);
  await savedQueryRoutes(app, deps);
  await sqlLabRoutes(app, deps);
  await queryRoutes(app, deps);
  await tabStateViewRoutes(app, deps);
  await logRoutes(app, deps);
  await legacyRoutes(app, deps);
  await chartDataRoutes(app, deps);
  await asyncEventRoutes(app, deps);
  await datasourceRoutes(app, deps);
  await datasourceEditorRoutes(app, deps);
  await exploreRoutes(app, deps);
  await legacyFilterRoutes(app, deps);
  await securityRoleRoutes(app, deps);
  await timeRangeRoutes(app);
  await advancedDataTypeRoutes(app);
}
