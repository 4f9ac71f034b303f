import { afterAll, vi } from 'vitest';

// Runs before every test file. Test files share their worker's process and loaded packages
// (isolate: false in vitest.config.ts), so:
// - our own modules are evaluated afresh for each file: module-level state (the API client's CSRF
//   token, prefetched answers) never reaches the next file;
vi.resetModules();

// - and what the file switched on in the shared process is switched off. Timers belong to what started
//   them (a store's chart-data client, a component) and end with it, so none is left to clear here.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
