import { sql, type Kysely } from 'kysely';
import type { RelatedResponse, UserRef } from '@sightline/core';
import type { MetadataSchema } from './schema.js';
import { containsText } from './listQuery/filterBuilders.js';

/** Users as other resources show them: owners, created_by, changed_by, related/<col>. */

export async function loadUserRefs(
  db: Kysely<MetadataSchema>,
  ids: Iterable<number | null>,
): Promise<Map<number, UserRef>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  const refs = new Map<number, UserRef>();
  if (wanted.length === 0) return refs;
  const rows = await db
    .selectFrom('ab_user')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows)
    refs.set(row.id, { id: row.id, first_name: row.first_name, last_name: row.last_name });
  return refs;
}

/** The usernames of `ids` (the explore view's owner lists name users by username too). */
export async function loadUsernames(
  db: Kysely<MetadataSchema>,
  ids: Iterable<number>,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('ab_user').select(['id', 'username']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

export function userRef(refs: Map<number, UserRef>, id: number | null): UserRef | null {
  return id === null ? null : (refs.get(id) ?? null);
}

export function fullName(ref: UserRef | null): string | null {
  return ref ? `${ref.first_name} ${ref.last_name}`.trim() : null;
}

/** Ids among `ids` that are existing users (to validate owner lists). */
export async function existingUserIds(db: Kysely<MetadataSchema>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('ab_user')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}

/** `related/owners?q=(filter:'ad')`: users whose name, username or email contains the text. */
export async function searchUsers(
  db: Kysely<MetadataSchema>,
  options: { filter: string; page: number; pageSize: number; onlyIds?: readonly number[] },
): Promise<RelatedResponse> {
  let query = db.selectFrom('ab_user');
  if (options.filter !== '') {
    const text = options.filter;
    query = query.where(({ or }) =>
      or([
        containsText(sql`first_name || ' ' || last_name`, text),
        containsText(sql.ref('username'), text),
        containsText(sql.ref('email'), text),
      ]),
    );
  }
  if (options.onlyIds)
    query = query.where('id', 'in', options.onlyIds.length > 0 ? [...options.onlyIds] : [-1]);
  const count = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  const rows = await query
    .select(['id', 'first_name', 'last_name', 'email', 'active'])
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .limit(options.pageSize)
    .offset(options.page * options.pageSize)
    .execute();
  return {
    count: Number(count?.count ?? 0),
    result: rows.map((r) => ({
      value: r.id,
      text: `${r.first_name} ${r.last_name}`.trim(),
      extra: { email: r.email, active: r.active === 1 },
    })),
  };
}
