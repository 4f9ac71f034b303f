/**
 * A Sightline server for the dashboard benchmarks, run in a worker thread (benchServerWorker.ts) so that
 * its event loop is its own, as in production, and not the one the Playwright driver and the bench's
 * timing run on. The bench reads and sets what it needs of the server through this handle.
 */
import { Worker } from 'node:worker_threads';

export interface BenchServerStart {
  /** The data directory (the example table is generated once and kept). */
  home: string;
  /** Example events to generate. */
  rows: number;
}

export type BenchServerCall =
  | { kind: 'statementCount' }
  | { kind: 'emptyResultCache' }
  | { kind: 'setSharedScans'; on: boolean }
  | { kind: 'ensureAdmin'; user: { username: string; password: string } }
  | { kind: 'close' };

export interface BenchServerReply {
  id: number;
  result?: unknown;
  error?: string;
}

export interface BenchServer {
  /** The server's address (it listens on a free port). */
  base: string;
  /** The `authorization` header value of the signed-in bench user. */
  authorization: string;
  /** SQL statements the chart-data pipeline has run so far. */
  statementCount(): Promise<number>;
  /** Empties the server's result cache: the next load is cold. */
  emptyResultCache(): Promise<void>;
  /** Turns the dashboard's shared scans on or off (`config.sharedScans`). */
  setSharedScans(on: boolean): Promise<void>;
  /** Creates `user` as an Admin unless it exists. */
  ensureAdmin(user: { username: string; password: string }): Promise<void>;
  /**
   * The server thread's busy time so far, ms: its event loop's active time (handlers, JSON, the
   * framework; not the queries DuckDB runs on its own threads). Subtract two readings for a span's.
   */
  busyMs(): number;
}

/** Runs `bench` against a server in a worker thread on `start.home`; stops the server after. */
export async function withBenchServer(
  start: BenchServerStart,
  bench: (server: BenchServer) => Promise<void>,
): Promise<void> {
  const worker = new Worker(new URL('./benchServerWorker.js', import.meta.url), { workerData: start });
  const pending = new Map<number, { done(value: unknown): void; fail(error: Error): void }>();
  let nextId = 1;
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  worker.on('message', (reply: BenchServerReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error !== undefined) waiting?.fail(new Error(`bench server: ${reply.error}`));
    else waiting?.done(reply.result);
  });
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.fail(error);
    pending.clear();
  };
  worker.on('error', failAll);
  void exited.then(() => failAll(new Error('the bench server stopped')));
  const reply = (id: number) => new Promise<unknown>((done, fail) => pending.set(id, { done, fail }));
  const call = (message: BenchServerCall) => {
    const id = nextId++;
    const answered = reply(id);
    worker.postMessage({ ...message, id });
    return answered;
  };

  const { base, authorization } = (await reply(0)) as { base: string; authorization: string };
  try {
    await bench({
      base,
      authorization,
      statementCount: async () => (await call({ kind: 'statementCount' })) as number,
      emptyResultCache: async () => void (await call({ kind: 'emptyResultCache' })),
      setSharedScans: async (on) => void (await call({ kind: 'setSharedScans', on })),
      ensureAdmin: async (user) => void (await call({ kind: 'ensureAdmin', user })),
      busyMs: () => worker.performance.eventLoopUtilization().active,
    });
  } finally {
    await call({ kind: 'close' }).catch(() => undefined);
    await exited;
  }
}
