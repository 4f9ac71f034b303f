/**
 * Lets a dashboard's chart answers that arrive close together land together. Every frame in which some
 * chart draws costs the whole page a style, layout, paint and layerize pass; when a filter sends 30
 * queries whose answers trickle in over a few hundred milliseconds, drawing each batch as it lands
 * spends a dozen such frames, and the drawing in between delays handling the answers still to come.
 * Held while other requests are under way, the answers land at once when
 * the last one arrives, or when the first held one has waited `maxHoldMs`, so a slow query never keeps
 * the others back for long. One answer alone passes straight through.
 */
export const ANSWER_MAX_HOLD_MS = 120;

export class AnswerGate {
  private readonly held: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `busy`: whether other answers are on the way (requests running or waiting). */
  constructor(
    private readonly busy: () => boolean,
    readonly maxHoldMs = ANSWER_MAX_HOLD_MS,
  ) {}

  /** Resolves with `value` when nothing else is on the way, or at the latest `maxHoldMs` after the first held answer. */
  pass<T>(value: T): Promise<T> {
    if (!this.busy()) {
      this.release();
      return Promise.resolve(value);
    }
    return new Promise<T>((resolve) => {
      this.held.push(() => resolve(value));
      this.timer ??= setTimeout(() => this.release(), this.maxHoldMs);
    });
  }

  /** Lets every held answer land (the requests went idle, or the hold ran out), in the order they came. */
  release(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const land of this.held.splice(0)) land();
  }
}
