import type { Kysely } from 'kysely';

/**
 * Dynamic chart plugins: name, key (the viz_type it provides) and the bundle's URL, each
 * unique as in Superset's `dynamic_plugin` table, with the audit columns of the other tables. The id
 * column is written per dialect the way 0001_initial does it; its helpers are not shared so that this
 * migration stays as it ships.
 */

type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export async function up(db: Db): Promise<void> {
  const table = db.schema.createTable('dynamic_plugin');
  await (
    isPostgres(db)
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('bundle_url', 'text', (c) => c.notNull().unique())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('dynamic_plugin').ifExists().execute();
}
