import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DataAccessGrants, DataAccessTarget } from '@sightline/core';
import type { MetadataSchema } from './schema.js';

/**
 * The data-access rule as SQL conditions for list and get queries: which datasets, charts and dashboards
 * rows a user without `all_datasource_access` may see. A null condition means "no restriction".
 */

const inIds = (ref: Expression<unknown>, ids: ReadonlySet<number>): Expression<SqlBool> | null =>
  ids.size === 0 ? null : sql<SqlBool>`${ref} in (${sql.join([...ids])})`;

/** `tables` rows covered by the grants; `alias` names the tables row in the surrounding query. */
export function accessibleDatasetCondition(
  grants: DataAccessGrants,
  alias = 'tables',
): Expression<SqlBool> | null {
  if (grants.all) return null;
  const id = sql.ref(`${alias}.id`);
  const databaseId = sql.ref(`${alias}.database_id`);
  const schema = sql.ref(`${alias}.schema`);
  const terms = [inIds(id, grants.datasetIds), inIds(databaseId, grants.databaseIds)].filter(
    (t): t is Expression<SqlBool> => t !== null,
  );
  if (grants.schemas.size > 0) {
    // Compared as the schema's view name, built from the dataset's database name, so a schema grant
    // follows the same text the permission stores.
    const views = [...grants.schemas];
    terms.push(sql<SqlBool>`exists (select 1 from dbs sd where sd.id = ${databaseId} and ${schema} is not null
      and '[' || sd.database_name || '].[' || ${schema} || ']' in (${sql.join(views)}))`);
  }
  return terms.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(terms, sql` or `)})`;
}

/** Charts whose dataset is covered by the grants. */
export function accessibleChartCondition(grants: DataAccessGrants): Expression<SqlBool> | null {
  const datasets = accessibleDatasetCondition(grants, 'at');
  if (datasets === null) return null;
  return sql<SqlBool>`slices.datasource_id in (select at.id from tables at where ${datasets})`;
}

/**
 * Dashboards a non-admin sees: those they own, and published ones with at least one chart on a dataset
 * the grants cover.
 */
export function visibleDashboardCondition(grants: DataAccessGrants, userId: number): Expression<SqlBool> {
  const datasets = accessibleDatasetCondition(grants, 'vt') ?? sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(dashboards.id in (select o.resource_id from owners o
      where o.resource_type = 'dashboard' and o.user_id = ${userId})
    or (dashboards.published = 1 and exists (select 1 from dashboard_slices vds
      join slices vs on vs.id = vds.slice_id join tables vt on vt.id = vs.datasource_id
      where vds.dashboard_id = dashboards.id and ${datasets})))`;
}

/** What the data-access rule needs to know about datasets, by id (missing ids are left out). */
export async function loadDataAccessTargets(
  db: Kysely<MetadataSchema>,
  ids: readonly number[],
): Promise<Map<number, DataAccessTarget & { tableName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(['tables.id', 'tables.database_id', 'dbs.database_name', 'tables.schema', 'tables.table_name'])
    .where('tables.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        databaseId: r.database_id,
        databaseName: r.database_name,
        schema: r.schema,
        tableName: r.table_name,
      },
    ]),
  );
}
