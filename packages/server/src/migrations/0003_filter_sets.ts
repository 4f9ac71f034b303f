import type { Kysely } from 'kysely';

/**
 * Dashboard filter sets: a named filter state per filter (json_metadata), owned by the
 * dashboard (shared) or by one user (private), as Superset's `filter_sets` table. Names are unique per
 * dashboard; the sets go with their dashboard. The id column is written per dialect the way 0001_initial
 * does it; its helpers are not shared so that this migration stays as it ships.
 */

type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export async function up(db: Db): Promise<void> {
  const table = db.schema.createTable('filter_sets');
  await (
    isPostgres(db)
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('json_metadata', 'text', (c) => c.notNull())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addUniqueConstraint('filter_sets_dashboard_name_key', ['dashboard_id', 'name'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('filter_sets').ifExists().execute();
}
