import { afterAll, vi } from 'vitest';

// Runs before every test file. Test files share their worker's process and loaded packages
// (isolate: false in vitest.config.ts), so:
// - our own modules are evaluated afresh for each file: module-level state (the API client's CSRF
//   token, prefetched answers) never reaches the next file;
vi.resetModules();

// - a timer the file left running (a module's batching flush, a retry) is cleared when the file ends,
//   as its own process's end did: it would otherwise fire in the next file, into that file's stubs;
type TimerId = ReturnType<typeof setTimeout>;
const real = {
  setTimeout: globalThis.setTimeout,
  setInterval: globalThis.setInterval,
  clearTimeout: globalThis.clearTimeout,
  clearInterval: globalThis.clearInterval,
};
const pending = new Set<TimerId>();
const forget = (id: TimerId | string | number | undefined) => {
  if (id !== undefined) pending.delete(id as TimerId);
};
globalThis.setTimeout = Object.assign(
  (handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]): TimerId => {
    const id: TimerId = real.setTimeout(() => {
      pending.delete(id);
      handler(...args);
    }, ms);
    pending.add(id);
    return id;
  },
  real.setTimeout,
) as typeof setTimeout;
globalThis.setInterval = Object.assign(
  (handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]): TimerId => {
    const id = real.setInterval(handler, ms, ...args);
    pending.add(id);
    return id;
  },
  real.setInterval,
) as typeof setInterval;
globalThis.clearTimeout = ((id?: TimerId) => {
  forget(id);
  real.clearTimeout(id);
}) as typeof clearTimeout;
globalThis.clearInterval = ((id?: TimerId) => {
  forget(id);
  real.clearInterval(id);
}) as typeof clearInterval;

// - and what the file switched on in the shared process is switched off.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const id of pending) real.clearTimeout(id);
  pending.clear();
  Object.assign(globalThis, real);
});
