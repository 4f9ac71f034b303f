import type { AppDeps, AuthUser } from '../../appDeps.js';
import { assertPermission } from '../access.js';
import { notFound } from '../../apiError.js';
import { loadDatabaseConnection } from '../../repos/databaseRepo.js';

/**
 * GET /database/{pk}/table_extra/{table}/{schema}/: engine-specific table facts. Only PostgreSQL has
 * any today: the partition key columns of a partitioned table (`{partitions: {cols: [...]}}`), which the
 * explore view uses when exactly one exists. Other engines and plain tables answer `{}`.
 */

// Column names of the partition key, in key order; expressions in the key (attnum 0) have no name.
const PARTITION_COLUMNS_SQL = `
SELECT a.attname
FROM pg_catalog.pg_partitioned_table p
JOIN pg_catalog.pg_class c ON c.oid = p.partrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
CROSS JOIN LATERAL unnest(p.partattrs::int2[]) WITH ORDINALITY AS k(attnum, ord)
JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
WHERE c.relname = ? AND n.nspname = ?
ORDER BY k.ord`;

export async function tableExtraMetadata(
  deps: AppDeps,
  user: AuthUser | null,
  databaseId: number,
  table: string,
  schema: string,
): Promise<Record<string, unknown>> {
  assertPermission(user, 'can_read', 'Database');
  const database = await loadDatabaseConnection(deps.db, databaseId);
  if (!database) throw notFound();
  if (database.backend !== 'postgresql') return {};
  const engine = await deps.engines.forDatabase(databaseId);
  const { rows } = await engine.run(PARTITION_COLUMNS_SQL, {
    params: [table, schema],
    timeoutMs: deps.config.queryTimeoutMs,
  });
  const cols = rows.map((row) => String(row[0]));
  return cols.length > 0 ? { partitions: { cols } } : {};
}
