import type { QueryObjectFilter } from '@sightline/core';
import type { AuthUser } from '../../appDeps.js';
import { canReadDataset, datasetForbidden } from '../access.js';
import { notAuthenticated } from '../../apiError.js';
import type { ChartDataSource } from './chartDataSource.js';

/**
 * Who may read a datasource's data: a role granting `all_datasource_access` or `all_database_access`
 * (Admin, Alpha), `database_access` on its database, `schema_access` on its schema or
 * `datasource_access` on the dataset itself. Reading charts or datasets in general grants nothing.
 */
export function canReadDatasource(user: AuthUser, source: ChartDataSource): boolean {
  return canReadDataset(user, {
    id: source.descriptor.id,
    databaseId: source.databaseId,
    databaseName: source.databaseName,
    schema: source.descriptor.schema,
  });
}

export function assertDatasourceAccess(user: AuthUser | null, source: ChartDataSource): AuthUser {
  if (!user) throw notAuthenticated();
  if (!canReadDatasource(user, source)) {
    throw datasetForbidden(source.descriptor.schema, source.descriptor.tableName);
  }
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
