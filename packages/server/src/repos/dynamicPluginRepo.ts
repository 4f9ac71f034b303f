import type { Kysely } from 'kysely';
import type { DynamicPlugin } from '@sightline/core';
import type { MetadataSchema } from './schema.js';
import { insertAuditColumns, updateAuditColumns, type WriteAudit } from './timestamps.js';

/** SQL of the `dynamic_plugin` table. Rows leave this module as core's DynamicPlugin. */

export type DynamicPluginField = 'name' | 'key' | 'bundle_url';
export type DynamicPluginValues = Pick<DynamicPlugin, DynamicPluginField>;

const PLUGIN_COLUMNS = ['id', 'name', 'key', 'bundle_url'] as const;

/** Every plugin, oldest first: the order the browser loads them in. */
export function listDynamicPlugins(db: Kysely<MetadataSchema>): Promise<DynamicPlugin[]> {
  return db.selectFrom('dynamic_plugin').select(PLUGIN_COLUMNS).orderBy('id').execute();
}

export async function findDynamicPlugin(
  db: Kysely<MetadataSchema>,
  id: number,
): Promise<DynamicPlugin | null> {
  const row = await db
    .selectFrom('dynamic_plugin')
    .select(PLUGIN_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The unique fields among `values` that a plugin other than `exceptId` already uses. */
export async function conflictingDynamicPluginFields(
  db: Kysely<MetadataSchema>,
  values: Partial<DynamicPluginValues>,
  exceptId?: number,
): Promise<DynamicPluginField[]> {
  const fields = (['name', 'key', 'bundle_url'] as const).filter((field) => values[field] !== undefined);
  if (fields.length === 0) return [];
  let query = db
    .selectFrom('dynamic_plugin')
    .select(['name', 'key', 'bundle_url'])
    .where((eb) => eb.or(fields.map((field) => eb(field, '=', values[field]!))));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return fields.filter((field) => rows.some((row) => row[field] === values[field]));
}

export async function insertDynamicPlugin(
  db: Kysely<MetadataSchema>,
  values: DynamicPluginValues,
  audit: WriteAudit,
): Promise<number> {
  const row = await db
    .insertInto('dynamic_plugin')
    .values({
      ...values,
      ...insertAuditColumns(audit),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the given fields; false when there is no plugin `id`. */
export async function updateDynamicPlugin(
  db: Kysely<MetadataSchema>,
  id: number,
  changes: Partial<DynamicPluginValues>,
  audit: WriteAudit,
): Promise<boolean> {
  const result = await db
    .updateTable('dynamic_plugin')
    .set({ ...changes, ...updateAuditColumns(audit) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** False when there is no plugin `id`. */
export async function deleteDynamicPlugin(db: Kysely<MetadataSchema>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('dynamic_plugin').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
