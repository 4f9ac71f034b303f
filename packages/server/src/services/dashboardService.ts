import { dashboardCreateSchema, dashboardUpdateSchema } from '@sightline/core';
import {
  DASHBOARD_LIST_COLUMNS,
  dashboardListDeclaration,
  deleteDashboards,
  findDashboardId,
  insertDashboard,
  loadDashboards,
  replaceDashboardCharts,
  slugTaken,
  updateDashboardRow,
  type DashboardItem,
  type DashboardValues,
} from '../repos/dashboardRepo.js';
import { existingIds } from '../repos/existingIds.js';
import { replaceOwners } from '../repos/owners.js';
import { flagColumns, nowIso } from '../repos/timestamps.js';
import { assertPermission } from './access.js';
import { assertDashboardVisible, dashboardScope } from './dashboardAccess.js';
import { notFound, parseBody, unprocessable } from '../apiError.js';
import type { MetadataDb } from '../repos/metadataDb.js';
import { assertDashboardMetadata, chartIdsOfSavedLayout } from './dashboardLayout.js';
import { loadDashboardDetail } from './dashboardDetail.js';
import {
  assertCanModifyOwned,
  assertJsonText,
  OWNED_RESOURCE_RELATED_COLUMNS,
  resolveOwnerChange,
  resolveOwners,
  type ResourceService,
  type ServiceContext,
} from './resourceService.js';

/** Empty slugs mean "no slug" (the URL uses the id). */
const normalizeSlug = (slug: string | null | undefined) =>
  slug === undefined ? undefined : slug ? slug : null;

/**
 * The checks of a create or update body: JSON texts that parse (422 'JSON not valid'), json_metadata
 * fields of the right types, position_json a layout tree, a unique slug. Answers the chart ids the saved
 * layout places (null when no layout is saved).
 */
async function validate(
  ctx: ServiceContext,
  input: { slug?: string | null; json_metadata?: string | null; position_json?: string | null },
  exceptId: number | null,
): Promise<number[] | null> {
  assertJsonText('json_metadata', input.json_metadata);
  assertJsonText('position_json', input.position_json);
  assertDashboardMetadata(input.json_metadata);
  const layoutChartIds = chartIdsOfSavedLayout(input.position_json);
  const slug = normalizeSlug(input.slug);
  if (slug && (await slugTaken(ctx.deps.db, slug, exceptId)))
    throw unprocessable({ slug: ['Must be unique'] });
  return layoutChartIds;
}

/** Chart links implied by a saved layout, limited to charts that exist; null leaves the links alone. */
async function existingCharts(ctx: ServiceContext, chartIds: number[] | null): Promise<number[] | null> {
  return chartIds === null ? null : existingIds(ctx.deps.db, 'slices', chartIds);
}

export const dashboardService: ResourceService<DashboardItem> = {
  resource: 'dashboard',
  view: 'Dashboard',
  listTitle: 'List Dashboard',
  singular: 'dashboard',
  plural: 'dashboards',
  table: 'dashboards',
  listDeclaration: dashboardListDeclaration,
  listColumns: DASHBOARD_LIST_COLUMNS,
  relatedColumns: OWNED_RESOURCE_RELATED_COLUMNS,
  distinctColumns: {},
  loadListItems: (db, ids) => loadDashboards(db, ids),
  accessScope: dashboardScope,

  async get(ctx, id) {
    const user = assertPermission(ctx.user, 'can_read', 'Dashboard');
    await assertDashboardVisible(ctx, user, id);
    const dashboard = await loadDashboardDetail(ctx.deps.db, id);
    await ctx.deps.activityLog.record([
      { action: 'log', userId: user.id, dashboardId: id, json: { event_name: 'dashboard_get' } },
    ]);
    return dashboard;
  },

  async create(ctx, body) {
    const user = assertPermission(ctx.user, 'can_write', 'Dashboard');
    const input = parseBody(dashboardCreateSchema, body);
    const layoutChartIds = await validate(ctx, input, null);
    const owners = await resolveOwners(ctx.deps.db, user, input.owners);
    const charts = await existingCharts(ctx, layoutChartIds);
    const now = nowIso();
    return ctx.deps.db.transaction().execute(async (trx) => {
      const id = await insertDashboard(trx, {
        uuid: crypto.randomUUID(),
        dashboard_title: input.dashboard_title ?? '',
        slug: normalizeSlug(input.slug) ?? null,
        position_json: input.position_json ?? null,
        json_metadata: input.json_metadata ?? null,
        css: input.css ?? null,
        description: null,
        published: input.published ? 1 : 0,
        certified_by: input.certified_by ?? null,
        certification_details: input.certification_details ?? null,
        is_managed_externally: 0,
        external_url: null,
        created_on: now,
        changed_on: now,
        created_by_fk: user.id,
        changed_by_fk: user.id,
      });
      await replaceOwners(trx, 'dashboard', id, owners);
      if (charts) await replaceDashboardCharts(trx, id, charts);
      return id;
    });
  },

  async update(ctx, id, body) {
    const user = await assertCanModifyOwned(ctx, 'Dashboard', 'dashboards', 'dashboard', [id]);
    const input = parseBody(dashboardUpdateSchema, body);
    const layoutChartIds = await validate(ctx, input, id);
    const owners = await resolveOwnerChange(ctx.deps.db, user, input.owners);
    const charts = await existingCharts(ctx, layoutChartIds);
    const { owners: _owners, published: _published, slug, ...fields } = input;
    const changes: Partial<DashboardValues> = {
      ...fields,
      ...flagColumns(input, ['published']),
      changed_on: nowIso(),
      changed_by_fk: user.id,
    };
    if (slug !== undefined) changes.slug = normalizeSlug(slug) ?? null;
    await ctx.deps.db.transaction().execute(async (trx) => {
      await updateDashboardRow(trx, id, changes);
      if (owners) await replaceOwners(trx, 'dashboard', id, owners);
      if (charts) await replaceDashboardCharts(trx, id, charts);
    });
  },

  async deleteMany(ctx, ids) {
    await assertCanModifyOwned(ctx, 'Dashboard', 'dashboards', 'dashboard', ids);
    await ctx.deps.db.transaction().execute((trx) => deleteDashboards(trx, ids));
  },
};

/** The dashboard a URL segment names, by id or slug (a slug wins over an id); 404 when none. */
export async function resolveDashboardId(db: MetadataDb, idOrSlug: string): Promise<number> {
  const id = await findDashboardId(db, idOrSlug);
  if (id === null) throw notFound();
  return id;
}
