import type { QueryObjectFilter } from '@sightline/core';
import { hasPermission } from '@sightline/core';
import type { AuthUser } from '../../http/types.js';
import { forbidden, notAuthenticated } from '../apiError.js';
import type { ChartDataSource } from './chartDataSource.js';

/**
 * Who may read a datasource's data. Admin and Alpha hold `all_datasource_access`; a role may also be
 * granted one dataset through Superset's `datasource_access` permission on `[database].[table](id:N)`.
 * Until per-dataset grants are managed (a later issue), reading charts or datasets (`can_read` on Chart
 * or Dataset) is what lets Gamma users see the data behind the charts they can open; sql_lab and Public
 * hold neither and get 403.
 */
export function canReadDatasource(user: AuthUser, source: ChartDataSource): boolean {
  if (hasPermission(user, 'all_datasource_access', 'all_datasource_access')) return true;
  if (hasPermission(user, 'all_database_access', 'all_database_access')) return true;
  for (const key of user.permissions) {
    if (key.startsWith('datasource_access:') && key.endsWith(`(id:${source.descriptor.id})`)) return true;
  }
  return hasPermission(user, 'can_read', 'Chart') || hasPermission(user, 'can_read', 'Dataset');
}

export function assertDatasourceAccess(user: AuthUser | null, source: ChartDataSource): AuthUser {
  if (!user) throw notAuthenticated();
  if (!canReadDatasource(user, source)) throw forbidden();
  return user;
}

/** A row-level-security rule: filters added to every query a matching user runs on the dataset. */
export interface RowLevelSecurityRule {
  datasetIds: readonly number[];
  /** Roles the rule applies to. */
  roles: readonly string[];
  filters: readonly QueryObjectFilter[];
}

/**
 * The row-level-security hook of the authorize stage. The rules come in a later issue; today the list is
 * empty. Whatever it returns is appended to each query's filters before compiling, so the predicates are
 * in the SQL and therefore in the cache key: two users with different rules never share a cached result.
 */
export function rowLevelSecurityFilters(
  user: AuthUser,
  source: ChartDataSource,
  rules: readonly RowLevelSecurityRule[] = [],
): QueryObjectFilter[] {
  return rules
    .filter(
      (rule) =>
        rule.datasetIds.includes(source.descriptor.id) &&
        rule.roles.some((role) => user.roles.includes(role)),
    )
    .flatMap((rule) => rule.filters.map((filter) => ({ ...filter })));
}
