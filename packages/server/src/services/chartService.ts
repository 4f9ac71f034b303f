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
import { assertPermission } from './access.js';
import { parseBody } from './apiError.js';
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

/** What create and update check alike: JSON text fields parse, referenced dataset and dashboards exist. */
async function validate(
  ctx: ServiceContext,
  body: {
    params?: string | null;
    query_context?: string | null;
    datasource_id?: number;
    dashboards?: number[];
  },
) {
  assertJsonText('params', body.params);
  assertJsonText('query_context', body.query_context);
  const db = ctx.deps.db;
  await assertReferencesExist(db, 'tables', body.datasource_id, 'datasource_id', 'Datasource does not exist');
  await assertReferencesExist(db, 'dashboards', body.dashboards, 'dashboards', 'Dashboards do not exist');
}

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

  async get(ctx, id) {
    const user = assertPermission(ctx.user, 'can_read', 'Chart');
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
    await validate(ctx, input);
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
    await validate(ctx, input);
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
