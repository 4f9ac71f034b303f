import type { TestProject } from 'vitest/node';
import { startPostgresServer, type PostgresServer } from './postgresServer.js';

/**
 * Vitest global setup for the 'api-postgres' project: one PostgreSQL server for the run. Its admin URL
 * reaches this project's workers through `provide('pgUrl')`; createTestApp reads it (or env
 * SIGHTLINE_TEST_PG_URL) and makes a fresh database per test app. It is not put in process.env here
 * because the 'unit' project's workers share this main process and must stay on SQLite.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

let server: PostgresServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startPostgresServer();
  project.provide('pgUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = undefined;
}
