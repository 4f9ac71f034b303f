import type { Kysely } from 'kysely';

/**
 * Server-side sessions: a browser's cookie session (`kind` 'cookie') or an API client's token session
 * (`kind` 'refresh': its refresh token and the access tokens issued from it). A session authenticates
 * only while its row exists, is unexpired and is not revoked, so logout and deactivation take effect at
 * once; ending every session of a user is one UPDATE on `user_id`.
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('revoked_on', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_on').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sessions').ifExists().execute();
}
