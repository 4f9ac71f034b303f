import { sql, type Kysely } from 'kysely';
import {
  DATA_ACCESS_PERMISSIONS,
  databasePermissionView,
  datasetPermissionView,
  permissionViewId,
  schemaPermissionView,
} from '@sightline/core';
import type { MetadataSchema } from './schema.js';
import { containsText } from './listQuery/filterBuilders.js';

/**
 * The (permission, view) pairs that name data: one `datasource_access` view per dataset, one
 * `database_access` view per database and one `schema_access` view per schema that holds a dataset, so
 * grants can name them. Dataset and database views are matched by the id they end with, so a rename
 * keeps the grants made on the old name.
 */

const P = DATA_ACCESS_PERMISSIONS;

interface WantedView {
  permission: string;
  view_menu: string;
}

/**
 * Makes the data views match the datasets and databases: adds missing views, renames those whose object
 * was renamed, and drops the dataset and database views of deleted objects (their grants go with them).
 * Schema views stay: a schema outlives its datasets. Idempotent; run at start and after each change.
 */
export async function syncDataPermissionViews(db: Kysely<MetadataSchema>): Promise<void> {
  const [datasets, databases, existing] = await Promise.all([
    db
      .selectFrom('tables')
      .innerJoin('dbs', 'dbs.id', 'tables.database_id')
      .select(['tables.id', 'tables.table_name', 'tables.schema', 'dbs.database_name'])
      .execute(),
    db.selectFrom('dbs').select(['id', 'database_name']).execute(),
    db
      .selectFrom('ab_permission_view')
      .select(['id', 'permission', 'view_menu'])
      .where('permission', 'in', [P.datasource, P.database, P.schema])
      .execute(),
  ]);
  const wantedById = new Map<string, string>();
  for (const d of datasets)
    wantedById.set(`${P.datasource}:${d.id}`, datasetPermissionView(d.database_name, d.table_name, d.id));
  for (const d of databases)
    wantedById.set(`${P.database}:${d.id}`, databasePermissionView(d.database_name, d.id));

  const have = new Set(existing.map((e) => `${e.permission}:${e.view_menu}`));
  const seenIds = new Set<string>();
  const stale: number[] = [];
  for (const row of existing) {
    if (row.permission === P.schema) continue;
    const id = permissionViewId(row.view_menu);
    const key = `${row.permission}:${id}`;
    const wanted = id === null ? undefined : wantedById.get(key);
    if (wanted === undefined || seenIds.has(key)) {
      stale.push(row.id);
      continue;
    }
    seenIds.add(key);
    if (wanted !== row.view_menu)
      await db
        .updateTable('ab_permission_view')
        .set({ view_menu: wanted })
        .where('id', '=', row.id)
        .execute();
  }
  if (stale.length > 0) await db.deleteFrom('ab_permission_view').where('id', 'in', stale).execute();

  const missing: WantedView[] = [];
  for (const [key, view_menu] of wantedById) {
    if (!seenIds.has(key)) missing.push({ permission: key.slice(0, key.indexOf(':')), view_menu });
  }
  for (const d of datasets) {
    if (!d.schema) continue;
    const view_menu = schemaPermissionView(d.database_name, d.schema);
    if (!have.has(`${P.schema}:${view_menu}`)) {
      have.add(`${P.schema}:${view_menu}`);
      missing.push({ permission: P.schema, view_menu });
    }
  }
  await insertPermissionViews(db, missing);
}

async function insertPermissionViews(db: Kysely<MetadataSchema>, views: readonly WantedView[]) {
  // Chunked: SQLite allows a limited number of bound parameters per statement.
  for (let i = 0; i < views.length; i += 200) {
    await db
      .insertInto('ab_permission_view')
      .values(views.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['permission', 'view_menu']).doNothing())
      .execute();
  }
}

/** Renames the schema views of a database whose name changed (dataset and database views follow ids). */
export async function renameDatabaseSchemaViews(
  db: Kysely<MetadataSchema>,
  oldName: string,
  newName: string,
): Promise<void> {
  if (oldName === newName) return;
  const prefix = `[${oldName}].[`;
  const rows = await db
    .selectFrom('ab_permission_view')
    .select(['id', 'view_menu'])
    .where('permission', '=', P.schema)
    .execute();
  for (const row of rows) {
    if (!row.view_menu.startsWith(prefix)) continue;
    const renamed = `[${newName}].[${row.view_menu.slice(prefix.length)}`;
    const taken = await db
      .selectFrom('ab_permission_view')
      .select('id')
      .where('permission', '=', P.schema)
      .where('view_menu', '=', renamed)
      .executeTakeFirst();
    if (!taken)
      await db
        .updateTable('ab_permission_view')
        .set({ view_menu: renamed })
        .where('id', '=', row.id)
        .execute();
  }
}

/** The id of a (permission, view) pair, created when missing. */
export async function ensurePermissionView(
  db: Kysely<MetadataSchema>,
  permission: string,
  view_menu: string,
): Promise<number> {
  await db
    .insertInto('ab_permission_view')
    .values({ permission, view_menu })
    .onConflict((oc) => oc.columns(['permission', 'view_menu']).doNothing())
    .execute();
  const row = await db
    .selectFrom('ab_permission_view')
    .select('id')
    .where('permission', '=', permission)
    .where('view_menu', '=', view_menu)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PermissionViewItem {
  id: number;
  permission: string;
  view_menu: string;
}

export async function findPermissionView(
  db: Kysely<MetadataSchema>,
  permission: string,
  view_menu: string,
): Promise<PermissionViewItem | null> {
  const row = await db
    .selectFrom('ab_permission_view')
    .select(['id', 'permission', 'view_menu'])
    .where('permission', '=', permission)
    .where('view_menu', '=', view_menu)
    .executeTakeFirst();
  return row ?? null;
}

/** Permission views, optionally filtered by exact permission and a view-name substring, by id. */
export async function listPermissionViews(
  db: Kysely<MetadataSchema>,
  options: {
    permission?: string;
    viewContains?: string;
    viewEquals?: string;
    page: number;
    pageSize: number;
  },
): Promise<{ count: number; rows: PermissionViewItem[] }> {
  let query = db.selectFrom('ab_permission_view');
  if (options.permission !== undefined) query = query.where('permission', '=', options.permission);
  if (options.viewContains !== undefined)
    query = query.where(containsText(sql.ref('view_menu'), options.viewContains));
  if (options.viewEquals !== undefined) query = query.where('view_menu', '=', options.viewEquals);
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    query
      .select(['id', 'permission', 'view_menu'])
      .orderBy('id')
      .limit(options.pageSize)
      .offset(options.page * options.pageSize)
      .execute(),
  ]);
  return { count: Number(count), rows };
}

export async function existingPermissionViewIds(
  db: Kysely<MetadataSchema>,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('ab_permission_view')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}
