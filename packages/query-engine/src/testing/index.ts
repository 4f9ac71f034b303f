export { startPostgresServer, POSTGRES_BIN_DIR, type PostgresTestServer } from './postgresServer.js';
export { startRedisServer, REDIS_SERVER_BIN, type RedisTestServer } from './redisServer.js';
