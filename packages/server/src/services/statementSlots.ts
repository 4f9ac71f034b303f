import { QueryCancelledError } from '@sightline/query-engine';

/**
 * How many analytics statements run at once, in all and per user. Engine drivers wait for their
 * statements on Node's libuv thread pool, which password hashing (sign-in) and file access need too:
 * the overall cap stays below the pool's size, so queries can never hold every thread and sign-in is
 * never starved. The per-user cap is a fair share: a user may go past it only while no other user
 * under their share is waiting, so one user's dashboard uses every slot when alone, and one user's
 * runaway queries never keep others waiting for more than a statement. Statements over a cap wait in
 * order; one whose request is abandoned while waiting leaves the queue.
 */
export interface StatementLimits {
  overall: number;
  perUser: number;
}

export interface StatementSlots {
  /** Runs `work` once a slot is free for `user`; rejects with QueryCancelledError when `signal` aborts first. */
  run<T>(user: string, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T>;
  /** Statements running now (for tests and the benchmark). */
  readonly running: number;
}

interface Waiter {
  user: string;
  start: () => void;
}

export function createStatementSlots(limits: StatementLimits): StatementSlots {
  let running = 0;
  const byUser = new Map<string, number>();
  const queue: Waiter[] = [];

  const underShare = (user: string) => (byUser.get(user) ?? 0) < limits.perUser;
  const othersWaiting = (user: string) =>
    queue.some((waiter) => waiter.user !== user && underShare(waiter.user));
  const fits = (user: string) => running < limits.overall && (underShare(user) || !othersWaiting(user));
  const take = (user: string) => {
    running += 1;
    byUser.set(user, (byUser.get(user) ?? 0) + 1);
  };
  const give = (user: string) => {
    running -= 1;
    const left = (byUser.get(user) ?? 1) - 1;
    if (left === 0) byUser.delete(user);
    else byUser.set(user, left);
    // The first waiters that fit start, in order; a user past its share does not hold up the others.
    for (let i = 0; i < queue.length && running < limits.overall;) {
      const waiter = queue[i]!;
      if (fits(waiter.user)) {
        queue.splice(i, 1);
        take(waiter.user);
        waiter.start();
      } else i += 1;
    }
  };

  const acquire = (user: string, signal: AbortSignal | undefined): Promise<void> => {
    if (signal?.aborted) return Promise.reject(new QueryCancelledError());
    if (fits(user)) {
      take(user);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        reject(new QueryCancelledError());
      };
      const waiter: Waiter = {
        user,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  return {
    async run(user, signal, work) {
      await acquire(user, signal);
      try {
        return await work();
      } finally {
        give(user);
      }
    },
    get running() {
      return running;
    },
  };
}
