import type { Generated, Insertable, Kysely, Updateable } from 'kysely';
import { MAX_ROW_ID } from '@sightline/core';
import type { MetadataSchema } from './schema.js';

/**
 * Row writes every resource table (charts, dashboards, datasets, databases, saved queries) does the same
 * way: insert returning the new id, partial update by id, find by uuid, delete by ids.
 */

export type ResourceTable = 'slices' | 'dashboards' | 'tables' | 'dbs' | 'saved_query';

/**
 * The metadata tables' integer columns (ids included: `serial` on PostgreSQL) are 32-bit; PostgreSQL
 * refuses a query parameter outside this range for them.
 */
export const INTEGER_COLUMN_RANGE = { min: -MAX_ROW_ID - 1, max: MAX_ROW_ID } as const;

/** A new row of a resource table: every column but the generated id. */
export type ResourceRowValues<T extends ResourceTable> = Omit<MetadataSchema[T], 'id'>;

/** What all resource tables have in common, for queries on a table chosen by a type parameter. */
interface AnyResourceRow {
  id: Generated<number>;
  uuid: string;
}

// Kysely cannot check columns against a table picked by a type parameter; the exported signatures
// do that, so inside this module the tables are seen through their common columns.
const resourceTables = (db: Kysely<MetadataSchema>) =>
  db as unknown as Kysely<Record<string, AnyResourceRow>>;

export async function insertResourceRow<T extends ResourceTable>(
  trx: Kysely<MetadataSchema>,
  table: T,
  values: ResourceRowValues<T>,
): Promise<number> {
  const row = await resourceTables(trx)
    .insertInto(table as string)
    .values(values as unknown as Insertable<AnyResourceRow>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the given columns of one row; no statement when there is nothing to change. */
export async function updateResourceRow<T extends ResourceTable>(
  trx: Kysely<MetadataSchema>,
  table: T,
  id: number,
  changes: Partial<ResourceRowValues<T>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await resourceTables(trx)
    .updateTable(table as string)
    .set(changes as Updateable<AnyResourceRow>)
    .where('id', '=', id)
    .execute();
}

/**
 * The row with `newRow`'s uuid gets `changes`; without one, `newRow` is inserted. Examples and imports
 * are matched by uuid this way. Returns the row's id.
 */
export async function upsertResourceRowByUuid<T extends ResourceTable>(
  trx: Kysely<MetadataSchema>,
  table: T,
  changes: Partial<ResourceRowValues<T>>,
  newRow: ResourceRowValues<T> & { uuid: string },
): Promise<number> {
  const id = await findResourceIdByUuid(trx, table, newRow.uuid);
  if (id === null) return insertResourceRow(trx, table, newRow);
  await updateResourceRow(trx, table, id, changes);
  return id;
}

/** The id of the row with this uuid. */
async function findResourceIdByUuid(
  db: Kysely<MetadataSchema>,
  table: ResourceTable,
  uuid: string,
): Promise<number | null> {
  const row = await resourceTables(db)
    .selectFrom(table)
    .select('id')
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Deletes the rows themselves (their links, owners and favorites are the caller's to delete first). */
export async function deleteResourceRows(
  trx: Kysely<MetadataSchema>,
  table: ResourceTable,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await resourceTables(trx)
    .deleteFrom(table)
    .where('id', 'in', [...ids])
    .execute();
}
