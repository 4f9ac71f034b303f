import { afterAll, vi } from 'vitest';

// Runs before every test file. Test files share their worker's process and loaded packages
// (isolate: false in vitest.config.ts), so:
// - our own modules are evaluated afresh for each file: module-level state (the API client's CSRF
//   token, prefetched answers) never reaches the next file;
vi.resetModules();

// - a timer our own code started and left running (a module's batching flush, a retry) is cleared when
//   the file ends, with the modules that started it: it would otherwise fire in the next file, into that
//   file's stubs. Timers of the shared packages stay: React's scheduler, jsdom's animation frames and the
//   like keep their state across files and would stall if their timer vanished.
type TimerId = ReturnType<typeof setTimeout>;
const real = {
  setTimeout: globalThis.setTimeout,
  setInterval: globalThis.setInterval,
  clearTimeout: globalThis.clearTimeout,
  clearInterval: globalThis.clearInterval,
};
const ours = new Set<TimerId>();
/** Whether the code that called the timer function (two frames up) is ours, not a package's. */
function calledFromOurCode(): boolean {
  const caller = new Error().stack?.split('\n')[3] ?? '';
  return caller.includes('/packages/') && !caller.includes('/node_modules/');
}
const forget = (id: TimerId | string | number | undefined) => {
  if (id !== undefined) ours.delete(id as TimerId);
};
globalThis.setTimeout = Object.assign(
  (handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]): TimerId => {
    if (!calledFromOurCode()) return real.setTimeout(handler, ms, ...args);
    const id: TimerId = real.setTimeout(() => {
      ours.delete(id);
      handler(...args);
    }, ms);
    ours.add(id);
    return id;
  },
  real.setTimeout,
) as typeof setTimeout;
globalThis.setInterval = Object.assign(
  (handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]): TimerId => {
    const id = real.setInterval(handler, ms, ...args);
    if (calledFromOurCode()) ours.add(id);
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
  for (const id of ours) real.clearTimeout(id);
  ours.clear();
  Object.assign(globalThis, real);
});
