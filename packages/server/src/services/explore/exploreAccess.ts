import { parseDatasourceUid } from '@sightline/core';
import type { AuthUser } from '../../appDeps.js';
import { loadCharts, type ChartItem } from '../../repos/chartRepo.js';
import { parseRowId } from '../../rowId.js';
import { SUPPORTED_DATASOURCE_TYPES, loadChartDataSource } from '../chartData/chartDataSource.js';
import { assertDatasourceAccess } from '../chartData/datasourceAccess.js';
import { accessibleChartCondition } from '../../repos/dataAccessScope.js';
import { visibleIds } from '../../repos/visibleIds.js';
import { assertPermission, assertSignedIn, dataAccessOf } from '../access.js';
import { notFound } from '../../apiError.js';
import { oneOrNotFound, type ServiceContext } from '../resourceService.js';

/**
 * Who may explore what: the same datasource access rule as the chart-data API (datasourceAccess.ts), and
 * can_read on Chart for saved charts.
 */

/** 401 when anonymous, 404 when the dataset does not exist, 403 without access to its data. */
export async function assertCanExploreDataset(ctx: ServiceContext, id: number): Promise<AuthUser> {
  const user = assertSignedIn(ctx.user);
  assertDatasourceAccess(user, await loadChartDataSource(ctx.deps.chartData.datasources, id));
  return user;
}

/**
 * The saved chart `id`: 401 when anonymous, 403 without can_read on Chart, 404 when it does not exist
 * or reads a dataset the user may not read (as the chart API answers).
 */
export async function readableChart(ctx: ServiceContext, id: number): Promise<ChartItem> {
  const user = assertPermission(ctx.user, 'can_read', 'Chart');
  const scope = accessibleChartCondition(dataAccessOf(user));
  if (scope && (await visibleIds(ctx.deps.db, 'slices', [id], scope)).length === 0) throw notFound();
  return oneOrNotFound(loadCharts(ctx.deps.db, [id]));
}

/** A form data `datasource` value (`12__table`) read; null when it is not one of a table dataset. */
export function parseDatasourceKey(value: unknown): { id: number; type: string } | null {
  const uid = parseDatasourceUid(value);
  return uid && SUPPORTED_DATASOURCE_TYPES.has(uid.type) ? uid : null;
}

/** A form data `slice_id` (a number, or digits in text) as a chart id; null when there is none. */
export function parseSliceId(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 ? parseRowId(String(value)) : null;
  return typeof value === 'string' ? parseRowId(value) || null : null;
}
