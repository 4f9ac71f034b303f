import { savedQueryCreateSchema, savedQueryUpdateSchema } from '@sightline/core';
import {
  SAVED_QUERY_LIST_COLUMNS,
  deleteSavedQueries,
  insertSavedQuery,
  loadSavedQueries,
  savedQueryCreators,
  savedQueryListDeclaration,
  updateSavedQueryRow,
  type SavedQueryItem,
  type SavedQueryValues,
} from '../repos/savedQueryRepo.js';
import { nowIso } from '../repos/timestamps.js';
import type { AuthUser } from '../appDeps.js';
import { assertPermission, isAdmin } from './access.js';
import { forbidden, notFound, parseBody } from '../apiError.js';
import { assertReferencesExist, type ResourceService, type ServiceContext } from './resourceService.js';

/** Saved queries are private to their creator (Superset's SavedQueryFilter); admins may still edit any. */
async function assertCanModify(ctx: ServiceContext, ids: readonly number[]): Promise<AuthUser> {
  const user = assertPermission(ctx.user, 'can_write', 'SavedQuery');
  const creators = await savedQueryCreators(ctx.deps.db, ids);
  if (ids.some((id) => !creators.has(id))) throw notFound();
  if (!isAdmin(user) && ids.some((id) => creators.get(id) !== user.id)) throw forbidden();
  return user;
}

const assertDatabase = (ctx: ServiceContext, dbId: number | undefined) =>
  assertReferencesExist(ctx.deps.db, 'dbs', dbId, 'db_id', 'Database does not exist');

export const savedQueryService: ResourceService<SavedQueryItem> = {
  resource: 'saved_query',
  view: 'SavedQuery',
  listTitle: 'List Saved Query',
  singular: 'saved query',
  plural: 'saved queries',
  table: 'saved_query',
  listDeclaration: savedQueryListDeclaration,
  listColumns: SAVED_QUERY_LIST_COLUMNS,
  relatedColumns: { created_by: 'users', changed_by: 'users', database: 'databases' },
  distinctColumns: { schema: 'saved_query.schema' },
  baseFilters: (user) => [{ col: 'created_by', opr: 'rel_o_m', value: user.id }],
  loadListItems: (db, ids) => loadSavedQueries(db, ids),

  async get(ctx, id) {
    const user = assertPermission(ctx.user, 'can_read', 'SavedQuery');
    const [query] = await loadSavedQueries(ctx.deps.db, [id]);
    if (!query || (query.created_by?.id !== user.id && !isAdmin(user))) throw notFound();
    return query;
  },

  async create(ctx, body) {
    const user = assertPermission(ctx.user, 'can_write', 'SavedQuery');
    const input = parseBody(savedQueryCreateSchema, body);
    await assertDatabase(ctx, input.db_id);
    const now = nowIso();
    return ctx.deps.db.transaction().execute((trx) =>
      insertSavedQuery(trx, {
        uuid: crypto.randomUUID(),
        db_id: input.db_id,
        schema: input.schema ?? null,
        catalog: input.catalog ?? null,
        label: input.label,
        description: input.description ?? null,
        sql: input.sql,
        template_parameters: input.template_parameters ?? null,
        extra_json: input.extra_json ?? null,
        rows: null,
        last_run: null,
        created_on: now,
        changed_on: now,
        created_by_fk: user.id,
        changed_by_fk: user.id,
      }),
    );
  },

  async update(ctx, id, body) {
    const user = await assertCanModify(ctx, [id]);
    const input = parseBody(savedQueryUpdateSchema, body);
    await assertDatabase(ctx, input.db_id);
    const changes: Partial<SavedQueryValues> = { ...input, changed_on: nowIso(), changed_by_fk: user.id };
    await ctx.deps.db.transaction().execute((trx) => updateSavedQueryRow(trx, id, changes));
  },

  async deleteMany(ctx, ids) {
    await assertCanModify(ctx, ids);
    await ctx.deps.db.transaction().execute((trx) => deleteSavedQueries(trx, ids));
  },
};
