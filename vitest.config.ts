import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { EnvironmentGroupedSequencer } from './vitest.sequencer';

// Unit and API tests live beside the code they test.
//
// Test files share a worker's loaded packages (isolate: false): React, antd and ECharts are imported once
// per worker instead of once per file, which more than halves the suite's time, and the files of one
// environment run together (vitest.sequencer.ts). Each file still gets a fresh environment and fresh
// copies of our own modules; vitest.setup.ts undoes what a file may leave behind in the shared process
// (fake timers, stubbed globals and environment variables).
// A file that replaces a module with vi.mock needs a module graph of its own: name it *.isolated.test.ts
// and it runs in the "unit-isolated" project (the lint rule no-restricted-syntax says so).
//
// The "api-postgres" project re-runs the HTTP API tests with the metadata store on a real PostgreSQL
// server started by its global setup.
const isolatedTests = 'packages/*/src/**/*.isolated.test.{ts,tsx}';

export default defineConfig({
  // Our packages' "@sightline/source" export: tests run the TypeScript, never a stale dist/. Test files in
  // the node environment resolve with the server conditions, jsdom ones with the client conditions.
  resolve: { conditions: ['@sightline/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@sightline/source', ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          exclude: [isolatedTests],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: [isolatedTests], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          // The HTTP API, and the security tests of what lives in the metadata store.
          include: [
            'packages/server/src/http/**/*.test.ts',
            'packages/server/src/security/{sessions,viewLog,dataAccess}.test.ts',
          ],
          globalSetup: ['packages/server/src/testing/postgresGlobalSetup.ts'],
          environment: 'node',
          isolate: false,
        },
      },
    ],
    setupFiles: ['./vitest.setup.ts'],
    sequence: { sequencer: EnvironmentGroupedSequencer },
    // Vitest's default in run mode is one worker fewer than the cores: one worker on the 2-core CI machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
