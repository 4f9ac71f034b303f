import type { AppDeps } from '../../../appDeps.js';
import { createScannedAheadResults, type ScannedAheadResults } from './scannedAheadResults.js';
import { createSharedScanBatcher, type SharedScanBatcher } from './sharedScanBatcher.js';

/** What one app keeps for shared scans: the coalescing window and the rows fetched ahead. */
export interface SharedScans {
  batcher: SharedScanBatcher;
  scannedAhead: ScannedAheadResults;
  /** Scan-ahead runs in progress or recently finished, per dashboard and user (dashboardScanAhead.ts). */
  scanAheadRuns: Map<string, { finishedAt: number | null }>;
}

const perApp = new WeakMap<AppDeps, SharedScans>();

/** The app's shared scans, or null when `sharedScans` is off (read per request: it can be flipped live). */
export function sharedScansFor(deps: AppDeps): SharedScans | null {
  if (!deps.config.sharedScans) return null;
  let shared = perApp.get(deps);
  if (!shared) {
    shared = {
      batcher: createSharedScanBatcher(),
      scannedAhead: createScannedAheadResults(),
      scanAheadRuns: new Map(),
    };
    perApp.set(deps, shared);
  }
  return shared;
}
