export {
  createTestApp,
  testPostgresAdminUrl,
  TEST_PASSWORD,
  type TestApp,
  type TestAppOptions,
} from './createTestApp.js';
export { openTestMetadataDb } from './testMetadataDb.js';
export { startPostgresServer, type PostgresServer } from './postgresServer.js';
