import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

/**
 * The first metadata schema. Portable across SQLite and PostgreSQL: ISO text timestamps, 0/1 integer
 * booleans, JSON as text (see repos/schema.ts). Only the id column differs per dialect.
 */

type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

function withId<T extends string>(db: Db, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function audited<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'));
}

/** A 0/1 boolean (or small counter) column with a default. */
const intDefault = (value: number) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value);

export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('ab_user'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', intDefault(1))
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addColumn('last_login', 'text')
    .addColumn('login_count', 'integer', intDefault(0))
    .execute();

  await withId(db, db.schema.createTable('ab_role'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('ab_user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('ab_user_role_pk', ['user_id', 'role_id'])
    .execute();

  await withId(db, db.schema.createTable('ab_permission_view'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('view_menu', 'text', (c) => c.notNull())
    .addUniqueConstraint('ab_permission_view_uq', ['permission', 'view_menu'])
    .execute();

  await db.schema
    .createTable('ab_permission_view_role')
    .addColumn('permission_view_id', 'integer', (c) =>
      c.notNull().references('ab_permission_view.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('ab_permission_view_role_pk', ['permission_view_id', 'role_id'])
    .execute();

  await audited(withId(db, db.schema.createTable('dbs')))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('database_name', 'text', (c) => c.notNull().unique())
    .addColumn('sqlalchemy_uri', 'text', (c) => c.notNull())
    .addColumn('password_encrypted', 'text')
    .addColumn('backend', 'text', (c) => c.notNull())
    .addColumn('expose_in_sqllab', 'integer', intDefault(1))
    .addColumn('allow_run_async', 'integer', intDefault(0))
    .addColumn('allow_dml', 'integer', intDefault(0))
    .addColumn('allow_file_upload', 'integer', intDefault(0))
    .addColumn('allow_ctas', 'integer', intDefault(0))
    .addColumn('allow_cvas', 'integer', intDefault(0))
    .addColumn('cache_timeout', 'integer')
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_managed_externally', 'integer', intDefault(0))
    .addColumn('external_url', 'text')
    .execute();

  await audited(withId(db, db.schema.createTable('tables')))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id'))
    .addColumn('schema', 'text')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('sql', 'text')
    .addColumn('description', 'text')
    .addColumn('main_dttm_col', 'text')
    .addColumn('default_endpoint', 'text')
    .addColumn('offset', 'integer', intDefault(0))
    .addColumn('cache_timeout', 'integer')
    .addColumn('is_sqllab_view', 'integer', intDefault(0))
    .addColumn('template_params', 'text')
    .addColumn('extra', 'text')
    .addColumn('filter_select_enabled', 'integer', intDefault(1))
    .addColumn('normalize_columns', 'integer', intDefault(0))
    .addColumn('always_filter_main_dttm', 'integer', intDefault(0))
    .addColumn('is_managed_externally', 'integer', intDefault(0))
    .addColumn('external_url', 'text')
    .execute();
  // NULL schemas do not collide in a unique index, so uniqueness of (database, schema, table) is
  // enforced by the dataset service as well.
  await db.schema
    .createIndex('tables_database_schema_table_uq')
    .on('tables')
    .columns(['database_id', 'schema', 'table_name'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('table_columns'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addColumn('verbose_name', 'text')
    .addColumn('type', 'text')
    .addColumn('type_generic', 'integer')
    .addColumn('is_dttm', 'integer', intDefault(0))
    .addColumn('groupby', 'integer', intDefault(1))
    .addColumn('filterable', 'integer', intDefault(1))
    .addColumn('is_active', 'integer', intDefault(1))
    .addColumn('expression', 'text')
    .addColumn('description', 'text')
    .addColumn('python_date_format', 'text')
    .addColumn('advanced_data_type', 'text')
    .addColumn('extra', 'text')
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addUniqueConstraint('table_columns_table_column_uq', ['table_id', 'column_name'])
    .execute();

  await withId(db, db.schema.createTable('sql_metrics'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('metric_name', 'text', (c) => c.notNull())
    .addColumn('verbose_name', 'text')
    .addColumn('metric_type', 'text')
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('d3format', 'text')
    .addColumn('currency', 'text')
    .addColumn('warning_text', 'text')
    .addColumn('extra', 'text')
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .addUniqueConstraint('sql_metrics_table_metric_uq', ['table_id', 'metric_name'])
    .execute();

  await audited(withId(db, db.schema.createTable('slices')))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('slice_name', 'text', (c) => c.notNull())
    .addColumn('datasource_id', 'integer')
    .addColumn('datasource_type', 'text')
    .addColumn('viz_type', 'text', (c) => c.notNull())
    .addColumn('params', 'text')
    .addColumn('query_context', 'text')
    .addColumn('description', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('is_managed_externally', 'integer', intDefault(0))
    .addColumn('external_url', 'text')
    .addColumn('last_saved_at', 'text')
    .addColumn('last_saved_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .execute();

  await audited(withId(db, db.schema.createTable('dashboards')))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('dashboard_title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('position_json', 'text')
    .addColumn('json_metadata', 'text')
    .addColumn('css', 'text')
    .addColumn('description', 'text')
    .addColumn('published', 'integer', intDefault(0))
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('is_managed_externally', 'integer', intDefault(0))
    .addColumn('external_url', 'text')
    .execute();

  await db.schema
    .createTable('dashboard_slices')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('slice_id', 'integer', (c) => c.notNull().references('slices.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dashboard_slices_pk', ['dashboard_id', 'slice_id'])
    .execute();

  await audited(withId(db, db.schema.createTable('saved_query')))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('db_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('schema', 'text')
    .addColumn('catalog', 'text')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('rows', 'integer')
    .addColumn('last_run', 'text')
    .execute();

  await db.schema
    .createTable('owners')
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('owners_pk', ['resource_type', 'resource_id', 'user_id'])
    .execute();
  await db.schema.createIndex('owners_user_idx').on('owners').columns(['user_id', 'resource_type']).execute();

  await withId(db, db.schema.createTable('favstar'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('class_name', 'text', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('dttm', 'text', (c) => c.notNull())
    .addUniqueConstraint('favstar_uq', ['user_id', 'class_name', 'obj_id'])
    .execute();

  await withId(db, db.schema.createTable('key_value'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_on', 'text')
    .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('expires_on', 'text')
    .execute();

  await withId(db, db.schema.createTable('logs'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('json', 'text')
    .addColumn('dttm', 'text', (c) => c.notNull())
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('referrer', 'text')
    .execute();
  await db.schema.createIndex('logs_user_dttm_idx').on('logs').columns(['user_id', 'dttm']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'logs',
    'key_value',
    'favstar',
    'owners',
    'saved_query',
    'dashboard_slices',
    'dashboards',
    'slices',
    'sql_metrics',
    'table_columns',
    'tables',
    'dbs',
    'ab_permission_view_role',
    'ab_permission_view',
    'ab_user_role',
    'ab_role',
    'ab_user',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
