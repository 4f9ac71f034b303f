import type { ChartDataResult } from '@sightline/charts';

/**
 * How long an answer fetched before its chart asked waits to be claimed. A chart that asks later (it was
 * further down than the layout suggested, or the reader scrolled there much later) fetches afresh.
 */
export const EARLY_ANSWER_KEEP_MS = 10_000;

interface Entry {
  answer: Promise<ChartDataResult[]>;
  claims: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Answers to queries sent before their charts asked (firstScreenCharts.ts: a dashboard's first screens are
 * queried as it hydrates, not after its first render). Each is kept for the charts it was sent for, and
 * claimed once by each, in flight or answered; a failed one is dropped, so its charts ask again themselves.
 */
export class EarlyAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(readonly keepMs = EARLY_ANSWER_KEEP_MS) {}

  get size(): number {
    return this.entries.size;
  }

  /** Keeps `answer` for one more claim of `key`. */
  keep(key: string, answer: Promise<ChartDataResult[]>): void {
    const existing = this.entries.get(key);
    if (existing) {
      existing.claims += 1;
      return;
    }
    const entry: Entry = { answer, claims: 1 };
    this.entries.set(key, entry);
    answer.then(
      () => {
        if (this.entries.get(key) === entry)
          entry.timer = setTimeout(() => this.drop(key, entry), this.keepMs);
      },
      () => this.drop(key, entry),
    );
  }

  /** One claim of `key`'s answer, or undefined when none is kept. */
  claim(key: string): Promise<ChartDataResult[]> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    entry.claims -= 1;
    if (entry.claims <= 0) this.drop(key, entry);
    return entry.answer;
  }

  private drop(key: string, entry: Entry) {
    clearTimeout(entry.timer);
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }
}
