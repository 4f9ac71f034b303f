export { startPostgresServer, POSTGRES_BIN_DIR, type PostgresTestServer } from './postgresServer.js';
