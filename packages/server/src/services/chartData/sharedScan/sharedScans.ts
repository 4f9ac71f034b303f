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

export function createSharedScans(): SharedScans {
  return {
    batcher: createSharedScanBatcher(),
    scannedAhead: createScannedAheadResults(),
    scanAheadRuns: new Map(),
  };
}

/** The app's shared scans, or null when `sharedScans` is off (read per request: it can be flipped live). */
export function sharedScansFor(deps: AppDeps): SharedScans | null {
  return deps.config.sharedScans ? deps.chartData.sharedScans : null;
}
