import type { SqlLabRuntime } from '../../appDeps.js';

// The parts are declared here, where they are defined, so that appDeps.ts names no service type.
declare module '../../appDeps.js' {
  interface SqlLabRuntime {
    /** Queries running in this process's requests, by query id: a stop aborts them. */
    running: Map<number, AbortController>;
  }
}

export function createSqlLabRuntime(): SqlLabRuntime {
  const running = new Map<number, AbortController>();
  return {
    running,
    close() {
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}
