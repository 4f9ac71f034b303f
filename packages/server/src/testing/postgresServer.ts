/**
 * The throw-away PostgreSQL test server lives in query-engine so both packages' tests share one
 * implementation; server tests import it from here.
 */
export {
  startPostgresServer,
  POSTGRES_BIN_DIR,
  type PostgresTestServer,
} from '@sightline/query-engine/testing';
export type { PostgresTestServer as PostgresServer } from '@sightline/query-engine/testing';
