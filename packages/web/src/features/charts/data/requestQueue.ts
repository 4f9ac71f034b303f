import { abortError } from './abortError';

/**
 * Runs at most `limit` tasks at once, first come first served; a task whose signal aborts while it
 * waits never starts.
 */
export class RequestQueue {
  private active = 0;
  private readonly waiting: { start: () => void; signal?: AbortSignal }[] = [];

  constructor(readonly limit: number) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const entry = {
        signal,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.active += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              this.active -= 1;
              this.next();
            });
        },
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
      this.next();
    });
  }

  private next() {
    while (this.active < this.limit && this.waiting.length > 0) this.waiting.shift()!.start();
  }
}
