import type { Kysely, Selectable } from 'kysely';
import type { MetadataSchema, TabStateRow } from './schema.js';

/** SQL Lab's editor tabs, each its user's own. */

export type TabStateValues = Omit<TabStateRow, 'id'>;
export type TabStateChanges = Partial<Omit<TabStateRow, 'id' | 'user_id' | 'created_on'>>;

/** A tab as services see it: the stored columns, flags as booleans and the extra JSON parsed. */
export interface StoredTabState {
  id: number;
  userId: number;
  label: string;
  active: boolean;
  databaseId: number | null;
  schema: string | null;
  sql: string;
  queryLimit: number | null;
  latestQueryId: string | null;
  savedQueryId: number | null;
  hideLeftBar: boolean;
  autorun: boolean;
  extra: Record<string, unknown>;
}

function stored(row: Selectable<TabStateRow>): StoredTabState {
  let extra: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(row.extra_json) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      extra = parsed as Record<string, unknown>;
  } catch {
    // A malformed document reads as empty rather than failing the tab.
  }
  return {
    id: row.id,
    userId: row.user_id,
    label: row.label,
    active: row.active === 1,
    databaseId: row.database_id,
    schema: row.schema,
    sql: row.sql,
    queryLimit: row.query_limit,
    latestQueryId: row.latest_query_id,
    savedQueryId: row.saved_query_id,
    hideLeftBar: row.hide_left_bar === 1,
    autorun: row.autorun === 1,
    extra,
  };
}

export async function insertTabState(db: Kysely<MetadataSchema>, values: TabStateValues): Promise<number> {
  const row = await db.insertInto('tab_state').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTabState(
  db: Kysely<MetadataSchema>,
  id: number,
  changes: TabStateChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('tab_state').set(changes).where('id', '=', id).execute();
}

export async function deleteTabState(db: Kysely<MetadataSchema>, id: number): Promise<void> {
  await db.deleteFrom('tab_state').where('id', '=', id).execute();
}

export async function loadTabState(db: Kysely<MetadataSchema>, id: number): Promise<StoredTabState | null> {
  const row = await db.selectFrom('tab_state').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? stored(row) : null;
}

/** The user's tabs, oldest first. */
export async function loadUserTabStates(
  db: Kysely<MetadataSchema>,
  userId: number,
): Promise<StoredTabState[]> {
  const rows = await db
    .selectFrom('tab_state')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'asc')
    .execute();
  return rows.map(stored);
}

/** Makes `id` the user's one active tab. */
export async function activateTabState(
  db: Kysely<MetadataSchema>,
  userId: number,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', userId).execute();
    await trx.updateTable('tab_state').set({ active: 1 }).where('id', '=', id).execute();
  });
}
