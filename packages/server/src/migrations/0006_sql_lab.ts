import type { Kysely } from 'kysely';

/**
 * SQL Lab: every query a person ran (`query`, Superset's columns; times in epoch milliseconds) and each
 * user's editor tabs (`tab_state`), so tabs survive a reload and follow the user to another browser. A
 * query goes with its database and its user; a tab with its user, and forgets a deleted database or
 * saved query. The id column is written per dialect the way 0001_initial does it.
 */

type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

function withId(db: Db, name: string) {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Db): Promise<void> {
  await withId(db, 'query')
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('tab_name', 'text')
    .addColumn('sql_editor_id', 'text')
    .addColumn('schema', 'text')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('executed_sql', 'text')
    .addColumn('select_sql', 'text')
    .addColumn('limit', 'integer')
    .addColumn('limiting_factor', 'text', (c) => c.notNull())
    .addColumn('select_as_cta', 'integer', (c) => c.notNull())
    .addColumn('select_as_cta_used', 'integer', (c) => c.notNull())
    .addColumn('ctas_method', 'text')
    .addColumn('tmp_table_name', 'text')
    .addColumn('tmp_schema_name', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .addColumn('rows', 'integer')
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'double precision')
    .addColumn('start_running_time', 'double precision')
    .addColumn('end_time', 'double precision')
    .addColumn('end_result_backend_time', 'double precision')
    .addColumn('results_key', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('query_user_changed_idx')
    .on('query')
    .columns(['user_id', 'changed_on'])
    .execute();
  await db.schema.createIndex('query_results_key_idx').on('query').column('results_key').execute();

  await withId(db, 'tab_state')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('set null'))
    .addColumn('schema', 'text')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('query_limit', 'integer')
    .addColumn('latest_query_id', 'text')
    .addColumn('saved_query_id', 'integer', (c) => c.references('saved_query.id').onDelete('set null'))
    .addColumn('hide_left_bar', 'integer', (c) => c.notNull())
    .addColumn('autorun', 'integer', (c) => c.notNull())
    .addColumn('extra_json', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tab_state_user_idx').on('tab_state').column('user_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('tab_state').ifExists().execute();
  await db.schema.dropTable('query').ifExists().execute();
}
