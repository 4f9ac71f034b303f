import { defineConfig } from '@playwright/test';

// Browser tests run against a real Sightline server started here with a fresh data directory
// (first-run setup included) and small example data, in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 18088);
const home = 'var/e2e-home';
// A second server with async queries on (GLOBAL_ASYNC_QUERIES): its chart queries run as jobs.
const asyncPort = port + 1;
const asyncHome = 'var/e2e-async-home';
const cli = 'node packages/server/dist/cli.js';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'first-run', testMatch: /first-run\.spec\.ts/ },
    { name: 'app', testIgnore: /(first-run|async-queries)\.spec\.ts/, dependencies: ['first-run'] },
    {
      name: 'async-queries',
      testMatch: /async-queries\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${asyncPort}` },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${home} && ${cli} start`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/health`,
      timeout: 180_000,
      // E2E_REUSE=1 runs against a server already started with the env below (a faster edit loop).
      reuseExistingServer: process.env.E2E_REUSE === '1',
      stdout: 'pipe',
      env: {
        SIGHTLINE_HOME: home,
        PORT: String(port),
        HOST: '127.0.0.1',
        SIGHTLINE_EVENTS_ROWS: '20000',
        SIGHTLINE_LOG_LEVEL: 'warn',
        // The dynamic plugin tests need the feature; the other tests do not notice it.
        SIGHTLINE_FEATURE_DYNAMIC_PLUGINS: 'true',
        // tests/support.ts E2E_SETUP_TOKEN: the first-run test sets up from "another machine" too.
        SIGHTLINE_SETUP_TOKEN: 'e2e-setup-token-0123456789',
      },
    },
    {
      // Its admin is created with the CLI (the first-run test covers the setup page on the other server).
      command:
        `rm -rf ${asyncHome} && ${cli} users create --username admin --password 'correct horse battery staple'` +
        ` --role Admin --first-name Ada --last-name Lovelace && ${cli} start`,
      cwd: '..',
      url: `http://127.0.0.1:${asyncPort}/health`,
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE === '1',
      stdout: 'pipe',
      env: {
        SIGHTLINE_HOME: asyncHome,
        PORT: String(asyncPort),
        HOST: '127.0.0.1',
        SIGHTLINE_EVENTS_ROWS: '20000',
        SIGHTLINE_LOG_LEVEL: 'warn',
        SIGHTLINE_FEATURE_GLOBAL_ASYNC_QUERIES: 'true',
      },
    },
  ],
});
