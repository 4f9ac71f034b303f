import { defineConfig } from 'vitest/config';

// Unit and API tests live beside the code they test. The "api-postgres" project re-runs the HTTP API
// tests with the metadata store on a real PostgreSQL server started by its global setup.
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['packages/server/src/http/**/*.test.ts'],
          globalSetup: ['packages/server/src/testing/postgresGlobalSetup.ts'],
          environment: 'node',
        },
      },
    ],
    // Vitest's default in run mode is one worker fewer than the cores: one worker on the 2-core CI machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
