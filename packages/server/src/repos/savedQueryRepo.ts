import { sql, type Kysely } from 'kysely';
import type { SavedQueryListItem } from '@sightline/core';
import { humanizeTimeDelta, parseExtraJson } from '@sightline/core';
import type { MetadataSchema, SavedQueryRow } from './schema.js';
import type { ListDeclaration } from './listQuery/listDeclaration.js';
import {
  anyTextFilter,
  favoriteFilter,
  numberColumnFilters,
  relatedOneFilters,
  textColumnFilters,
} from './listQuery/filterBuilders.js';
import { auditFilters } from './listQuery/auditColumns.js';
import { deleteFavoritesOf } from './favorites.js';
import { loadAudit, loadInIdOrder } from './resourceItems.js';
import { deleteResourceRows, insertResourceRow, updateResourceRow } from './resourceRows.js';

export const savedQueryListDeclaration: ListDeclaration = {
  table: 'saved_query',
  filters: {
    id: {
      ...numberColumnFilters('saved_query.id'),
      saved_query_is_favorite: favoriteFilter('saved_query.id', 'query'),
    },
    label: {
      ...textColumnFilters('saved_query.label'),
      all_text: anyTextFilter([
        sql.ref('saved_query.label'),
        sql.ref('saved_query.description'),
        sql.ref('saved_query.sql'),
        sql.ref('saved_query.schema'),
      ]),
    },
    description: textColumnFilters('saved_query.description'),
    schema: textColumnFilters('saved_query.schema'),
    sql: textColumnFilters('saved_query.sql'),
    database: relatedOneFilters('saved_query.db_id'),
    db_id: relatedOneFilters('saved_query.db_id'),
    ...auditFilters('saved_query'),
  },
  orderColumns: {
    id: sql.ref('saved_query.id'),
    label: sql.ref('saved_query.label'),
    schema: sql.ref('saved_query.schema'),
    description: sql.ref('saved_query.description'),
    rows: sql.ref('saved_query.rows'),
    last_run: sql.ref('saved_query.last_run'),
    last_run_delta_humanized: sql.ref('saved_query.last_run'),
    created_on: sql.ref('saved_query.created_on'),
    changed_on: sql.ref('saved_query.changed_on'),
    changed_on_delta_humanized: sql.ref('saved_query.changed_on'),
    'database.database_name': sql`(select d.database_name from dbs d where d.id = saved_query.db_id)`,
  },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
};

export const SAVED_QUERY_LIST_COLUMNS = [
  'id',
  'label',
  'description',
  'sql',
  'schema',
  'db_id',
  'database',
  'rows',
  'extra',
  'sql_tables',
  'last_run_delta_humanized',
  'created_by',
  'changed_by',
  'created_on',
  'changed_on',
  'changed_on_delta_humanized',
];

/** The item the API answers (its contract is in core). */
export type SavedQueryItem = SavedQueryListItem;

export function loadSavedQueries(
  db: Kysely<MetadataSchema>,
  ids: readonly number[],
): Promise<SavedQueryItem[]> {
  return loadInIdOrder(ids, async (wanted) => {
    const rows = await db
      .selectFrom('saved_query')
      .innerJoin('dbs', 'dbs.id', 'saved_query.db_id')
      .selectAll('saved_query')
      .select('dbs.database_name')
      .where('saved_query.id', 'in', wanted)
      .execute();
    const audit = await loadAudit(db, rows);
    return rows.map((row) => {
      const a = audit.of(row);
      return {
        id: row.id,
        uuid: row.uuid,
        label: row.label,
        description: row.description,
        sql: row.sql,
        schema: row.schema,
        catalog: row.catalog,
        db_id: row.db_id,
        database: { id: row.db_id, database_name: row.database_name },
        rows: row.rows,
        template_parameters: row.template_parameters,
        extra_json: row.extra_json,
        extra: parseExtraJson(row.extra_json),
        sql_tables: [],
        last_run: row.last_run,
        last_run_delta_humanized: row.last_run ? humanizeTimeDelta(row.last_run) : null,
        created_by: a.created_by,
        changed_by: a.changed_by,
        created_on: a.created_on,
        changed_on: a.changed_on,
        changed_on_delta_humanized: a.changed_on_delta_humanized,
      };
    });
  });
}

export async function savedQueryCreators(
  db: Kysely<MetadataSchema>,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('saved_query')
    .select(['id', 'created_by_fk'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.created_by_fk]));
}

export type SavedQueryValues = Omit<SavedQueryRow, 'id'>;

export const insertSavedQuery = (trx: Kysely<MetadataSchema>, values: SavedQueryValues) =>
  insertResourceRow(trx, 'saved_query', values);

export const updateSavedQueryRow = (
  trx: Kysely<MetadataSchema>,
  id: number,
  changes: Partial<SavedQueryValues>,
) => updateResourceRow(trx, 'saved_query', id, changes);

export async function deleteSavedQueries(trx: Kysely<MetadataSchema>, ids: readonly number[]): Promise<void> {
  await deleteFavoritesOf(trx, 'query', ids);
  await deleteResourceRows(trx, 'saved_query', ids);
}
