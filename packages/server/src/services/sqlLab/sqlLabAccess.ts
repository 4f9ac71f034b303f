import type { SqlLabDatabase } from '@sightline/core';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import { ApiError, notFound } from '../../apiError.js';
import { loadSqlLabDatabases } from '../../repos/sqlLabDatabaseRepo.js';
import { assertPermission, dataAccessOf, isAdmin } from '../access.js';

/**
 * Who may do what in SQL Lab. Running SQL needs `can_execute_sql_query` on SQLLab and access to the
 * whole database (all-database or all-datasource access, or the database's own grant): a script can
 * name any table of the database, so dataset and schema grants do not open it.
 */

export function canQueryDatabase(user: AuthUser, databaseId: number): boolean {
  const grants = dataAccessOf(user);
  return grants.all || grants.databaseIds.has(databaseId);
}

/** The user's own queries, unless they are an admin (who sees every user's). */
export function seesEveryQuery(user: AuthUser): boolean {
  return isAdmin(user);
}

export function databaseForbidden(name: string): ApiError {
  return new ApiError(403, {
    message: `You need access to the database ${name} (database_access or all_database_access) to query it in SQL Lab`,
  });
}

/**
 * The database a SQL Lab request names, once the user may run SQL there: 401/403 without the
 * permission, 404 for an unknown database, 403 without access to it.
 */
export async function queryableDatabase(
  deps: AppDeps,
  user: AuthUser | null,
  databaseId: number,
  permission = 'can_execute_sql_query',
): Promise<{ user: AuthUser; database: SqlLabDatabase }> {
  const signedIn = assertPermission(user, permission, 'SQLLab');
  const [database] = await loadSqlLabDatabases(deps.db, [databaseId]);
  if (!database) throw new ApiError(404, { message: 'The database was not found.' });
  if (!canQueryDatabase(signedIn, database.id)) throw databaseForbidden(database.database_name);
  return { user: signedIn, database };
}

/** The databases listed in the user's SQL Lab: exposed there, and open to them. */
export async function queryableDatabases(deps: AppDeps, user: AuthUser): Promise<SqlLabDatabase[]> {
  const all = await loadSqlLabDatabases(deps.db, null);
  return all.filter((database) => database.expose_in_sqllab && canQueryDatabase(user, database.id));
}

/** 404 unless the query is the user's own (or the user an admin). */
export function assertOwnQuery(user: AuthUser, ownerId: number | undefined): void {
  if (ownerId === undefined || (ownerId !== user.id && !seesEveryQuery(user))) throw notFound();
}
