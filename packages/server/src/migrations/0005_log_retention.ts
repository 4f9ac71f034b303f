import type { Kysely } from 'kysely';

/**
 * The action log is pruned by age (the log retention setting): an index on its time column keeps the
 * periodic delete from scanning the whole table. Recent activity reads by user and time, which
 * `logs_user_dttm_idx` (0001) already covers.
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('logs_dttm_idx').on('logs').column('dttm').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('logs_dttm_idx').ifExists().execute();
}
