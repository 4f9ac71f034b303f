/** A dashboard chart's query running as a job on the server: which job, and since when. */
export interface ChartJob {
  jobId: string;
  sinceMs: number;
}

/**
 * The charts whose query the server runs as a job now, so their holders can show it (with the time it
 * has taken) and offer to stop it. Read with useSyncExternalStore: `of` answers the same object until
 * the chart's job changes.
 */
export class ChartJobs {
  private readonly bySlice = new Map<number, ChartJob>();
  private readonly listeners = new Set<() => void>();

  of(sliceId: number): ChartJob | null {
    return this.bySlice.get(sliceId) ?? null;
  }

  start(sliceId: number, jobId: string, sinceMs = Date.now()): void {
    this.bySlice.set(sliceId, { jobId, sinceMs });
    this.changed();
  }

  /** The chart's job ended (or it asks again): only the job named is forgotten. */
  end(sliceId: number, jobId: string): void {
    if (this.bySlice.get(sliceId)?.jobId !== jobId) return;
    this.bySlice.delete(sliceId);
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    for (const listener of this.listeners) listener();
  }
}
