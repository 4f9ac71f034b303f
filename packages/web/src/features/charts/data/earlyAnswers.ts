import type { ChartDataResult } from '@sightline/charts';

/**
 * How long an answer fetched before its chart asked waits to be claimed. A chart that asks later (it was
 * further down than the layout suggested, or the reader scrolled there much later) fetches afresh.
 */
export const EARLY_ANSWER_KEEP_MS = 10_000;

interface Entry {
  answer: Promise<ChartDataResult[]>;
  /** Lets go of the request: it stops unless a chart has joined it. */
  letGo: () => void;
  claims: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Answers to queries sent before their charts asked (chartPrefetch.ts). Each is kept for the charts it
 * was sent for and claimed once by each, in flight or answered; a failed one is dropped, so its charts
 * ask again themselves. While in flight, the request is held on the charts' behalf; the last chart to
 * claim it takes it over, and abandoning (the dashboard closes) lets go of the ones nobody claimed.
 */
export class EarlyAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(readonly keepMs = EARLY_ANSWER_KEEP_MS) {}

  /**
   * Keeps `key`'s answer for one more claim: the one already kept (another chart with the same query),
   * else the request `send` starts now, held until its `letGo`.
   */
  keep(key: string, send: () => { answer: Promise<ChartDataResult[]>; letGo: () => void }): void {
    const kept = this.entries.get(key);
    if (kept) {
      kept.claims += 1;
      return;
    }
    const { answer, letGo } = send();
    const entry: Entry = { answer, letGo, claims: 1 };
    this.entries.set(key, entry);
    answer.then(
      () => {
        if (this.entries.get(key) === entry)
          entry.timer = setTimeout(() => this.drop(key, entry), this.keepMs);
      },
      () => this.drop(key, entry),
    );
  }

  /**
   * One claim of `key`'s answer, or undefined when none is kept. `letGo` must be called once the
   * claimer has joined the request (or taken the answer): after the last claim it drops the hold.
   */
  claim(key: string): { answer: Promise<ChartDataResult[]>; letGo: () => void } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    entry.claims -= 1;
    const last = entry.claims <= 0;
    if (last) this.forget(key, entry);
    return { answer: entry.answer, letGo: () => (last ? entry.letGo() : undefined) };
  }

  /** Lets go of every request nobody has claimed and forgets every answer (the dashboard closed). */
  abandon(): void {
    for (const [key, entry] of [...this.entries]) this.drop(key, entry);
  }

  private forget(key: string, entry: Entry) {
    clearTimeout(entry.timer);
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }

  private drop(key: string, entry: Entry) {
    this.forget(key, entry);
    entry.letGo();
  }
}
