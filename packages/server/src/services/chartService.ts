import { chartCreateSchema, chartUpdateSchema } from '@sightline/core';
import {
  CHART_LIST_COLUMNS,
  chartListDeclaration,
  deleteCharts,
  insertChart,
  loadCharts,
  replaceChartDashboards,
  updateChartRow,
  type ChartChanges,
  type ChartItem,
} from '../repos/chartRepo.js';
import { replaceOwners } from '../repos/owners.js';
import { nowIso } from '../repos/timestamps.js';
import { accessibleChartCondition } from '../repos/dataAccessScope.js';
import { visibleIds } from '../repos/visibleIds.js';
import type { AuthUser } from '../appDeps.js';
import { assertCanReadDatasets, assertPermission, dataAccessOf } from './access.js';
import { notFound, parseBody } from '../apiError.js';
import { assertCanChangeDashboards } from './dashboardAccess.js';
import {
  assertCanModifyOwned,
  assertJsonText,
  assertReferencesExist,
  oneOrNotFound,
  OWNED_RESOURCE_RELATED_COLUMNS,
  resolveOwnerChange,
  resolveOwners,
  type ResourceService,
  type ServiceContext,
} from './resourceService.js';

/**
 * What create and update check alike: JSON text fields parse, referenced dataset and dashboards exist
 * (422), the user may read the dataset's data and may edit every dashboard whose charts change (403).
 */
async function validate(
  ctx: ServiceContext,
  user: AuthUser,
  body: {
    params?: string | null;
    query_context?: string | null;
    datasource_id?: number;
    dashboards?: number[];
  },
  changedDashboards: readonly number[],
) {
  assertJsonText('params', body.params);
  assertJsonText('query_context', body.query_context);
  const db = ctx.deps.db;
  await assertReferencesExist(db, 'tables', body.datasource_id, 'datasource_id', 'Datasource does not exist');
  await assertReferencesExist(db, 'dashboards', body.dashboards, 'dashboards', 'Dashboards do not exist');
  if (body.datasource_id !== undefined) await assertCanReadDatasets(db, user, [body.datasource_id]);
  await assertCanChangeDashboards(ctx, user, changedDashboards);
}

/** The dashboards a new link list adds or removes, compared with the chart's current links. */
function changedLinks(current: readonly number[], requested: readonly number[]): number[] {
  const before = new Set(current);
  const after = new Set(requested);
  return [
    ...new Set([...requested.filter((id) => !before.has(id)), ...current.filter((id) => !after.has(id))]),
  ];
}

/** Charts on datasets the user may read; null when the user may read every dataset. */
const chartScope = (user: AuthUser) => accessibleChartCondition(dataAccessOf(user));

export const chartService: ResourceService<ChartItem> = {
  resource: 'chart',
  view: 'Chart',
  listTitle: 'List Slice',
  singular: 'chart',
  plural: 'charts',
  table: 'slices',
  listDeclaration: chartListDeclaration,
  listColumns: CHART_LIST_COLUMNS,
  relatedColumns: OWNED_RESOURCE_RELATED_COLUMNS,
  distinctColumns: {},
  loadListItems: (db, ids) => loadCharts(db, ids),
  accessScope: chartScope,

  async get(ctx, id) {
    const user = assertPermission(ctx.user, 'can_read', 'Chart');
    const scope = chartScope(user);
    // A chart on a dataset the user may not read is not found, as it is missing from the list.
    if (scope && (await visibleIds(ctx.deps.db, 'slices', [id], scope)).length === 0) throw notFound();
    const chart = await oneOrNotFound(loadCharts(ctx.deps.db, [id]));
    // Viewing a chart is what the home page's recent activity lists.
    await ctx.deps.activityLog.record([
      { action: 'log', userId: user.id, sliceId: id, json: { event_name: 'chart_get' } },
    ]);
    return chart;
  },

  async create(ctx, body) {
    const user = assertPermission(ctx.user, 'can_write', 'Chart');
    const input = parseBody(chartCreateSchema, body);
    await validate(ctx, user, input, input.dashboards ?? []);
    const owners = await resolveOwners(ctx.deps.db, user, input.owners);
    const now = nowIso();
    return ctx.deps.db.transaction().execute(async (trx) => {
      const id = await insertChart(trx, {
        uuid: crypto.randomUUID(),
        slice_name: input.slice_name,
        viz_type: input.viz_type,
        datasource_id: input.datasource_id,
        datasource_type: input.datasource_type ?? 'table',
        params: input.params ?? null,
        query_context: input.query_context ?? null,
        description: input.description ?? null,
        cache_timeout: input.cache_timeout ?? null,
        certified_by: input.certified_by ?? null,
        certification_details: input.certification_details ?? null,
        is_managed_externally: 0,
        external_url: null,
        last_saved_at: now,
        last_saved_by_fk: user.id,
        created_on: now,
        changed_on: now,
        created_by_fk: user.id,
        changed_by_fk: user.id,
      });
      await replaceOwners(trx, 'slice', id, owners);
      if (input.dashboards) await replaceChartDashboards(trx, id, input.dashboards);
      return id;
    });
  },

  async update(ctx, id, body) {
    const user = await assertCanModifyOwned(ctx, 'Chart', 'slices', 'slice', [id]);
    const input = parseBody(chartUpdateSchema, body);
    const [current] = input.dashboards ? await loadCharts(ctx.deps.db, [id]) : [];
    const changed = input.dashboards
      ? changedLinks(current?.dashboards.map((d) => d.id) ?? [], input.dashboards)
      : [];
    await validate(ctx, user, input, changed);
    const owners = await resolveOwnerChange(ctx.deps.db, user, input.owners);
    const now = nowIso();
    const { owners: _owners, dashboards, ...fields } = input;
    const changes: ChartChanges = {
      ...fields,
      changed_on: now,
      changed_by_fk: user.id,
      last_saved_at: now,
      last_saved_by_fk: user.id,
    };
    await ctx.deps.db.transaction().execute(async (trx) => {
      await updateChartRow(trx, id, changes);
      if (owners) await replaceOwners(trx, 'slice', id, owners);
      if (dashboards) await replaceChartDashboards(trx, id, dashboards);
    });
  },

  async deleteMany(ctx, ids) {
    await assertCanModifyOwned(ctx, 'Chart', 'slices', 'slice', ids);
    await ctx.deps.db.transaction().execute((trx) => deleteCharts(trx, ids));
  },
};
