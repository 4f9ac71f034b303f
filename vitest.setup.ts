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
const real = { setTimeout: globalThis.setTimeout, setInterval: globalThis.setInterval };
const ours = new Set<ReturnType<typeof setTimeout>>();
/** Whether the code that called the timer function (three frames up: here, the wrapper) is ours. */
function calledFromOurCode(): boolean {
  const caller = new Error().stack?.split('\n')[3] ?? '';
  return caller.includes('/packages/') && !caller.includes('/node_modules/');
}
function tracking<Start extends typeof setTimeout | typeof setInterval>(start: Start): Start {
  const tracked = (...args: Parameters<Start>) => {
    const id = (start as (...a: Parameters<Start>) => ReturnType<typeof setTimeout>)(...args);
    if (calledFromOurCode()) ours.add(id);
    return id;
  };
  return Object.assign(tracked, start) as unknown as Start;
}
globalThis.setTimeout = tracking(real.setTimeout);
globalThis.setInterval = tracking(real.setInterval);

// - and what the file switched on in the shared process is switched off.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const id of ours) clearTimeout(id);
  ours.clear();
  Object.assign(globalThis, real);
});
