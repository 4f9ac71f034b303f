import type { FetchWorkerCommand, FetchWorkerReply } from './fetchWorkerProtocol';

/** What the page needs of a worker (a Worker, or a test's stand-in). */
export interface FetchWorkerPort {
  postMessage(command: FetchWorkerCommand): void;
  onmessage: ((event: MessageEvent<FetchWorkerReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  terminate(): void;
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const abortError = () => new DOMException('The request was aborted.', 'AbortError');

/**
 * A `fetch` whose requests a dedicated worker sends and reads (fetchWorker.ts); the page receives each
 * whole answer as a Response. The worker is started on first use by `startWorker`; where it cannot be
 * (null: no Worker, as in jsdom), for bodies other than text, and after the worker failed to load, the
 * page sends the request itself with plain `fetch`, the requests the worker had not answered included.
 */
export function createOffMainThreadFetch(startWorker: () => FetchWorkerPort | null) {
  let worker: FetchWorkerPort | null | undefined;
  let nextId = 0;
  /** The requests the worker has not answered: how to settle each, or send it from the page instead. */
  const pending = new Map<number, { settle: (reply: FetchWorkerReply) => void; sendHere: () => void }>();

  const started = (): FetchWorkerPort | null => {
    if (worker !== undefined) return worker;
    try {
      worker = startWorker();
    } catch {
      worker = null;
    }
    if (!worker) return worker;
    worker.onmessage = ({ data }) => {
      const request = pending.get(data.id);
      pending.delete(data.id);
      request?.settle(data);
    };
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      const unanswered = [...pending.values()];
      pending.clear();
      for (const request of unanswered) request.sendHere();
    };
    return worker;
  };

  return function offMainThreadFetch(url: string, init: RequestInit = {}): Promise<Response> {
    const port = init.body == null || typeof init.body === 'string' ? started() : null;
    if (!port) return fetch(url, init);
    const { signal } = init;
    if (signal?.aborted) return Promise.reject(abortError());
    nextId += 1;
    const id = nextId;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        pending.delete(id);
        worker?.postMessage({ type: 'abort', id });
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, {
        settle: (reply) => {
          signal?.removeEventListener('abort', onAbort);
          if ('error' in reply) return reject(new TypeError(reply.error));
          // A null-body status (204, 304 …) must not be given a body, even an empty one.
          const body = NULL_BODY_STATUSES.has(reply.status) ? null : reply.body;
          resolve(
            new Response(body, {
              status: reply.status,
              statusText: reply.statusText,
              headers: reply.headers,
            }),
          );
        },
        sendHere: () => {
          signal?.removeEventListener('abort', onAbort);
          fetch(url, init).then(resolve, reject);
        },
      });
      port.postMessage({
        type: 'send',
        id,
        url: new URL(url, location.href).href,
        method: init.method ?? 'GET',
        headers: [...new Headers(init.headers)],
        credentials: init.credentials ?? 'same-origin',
        ...(typeof init.body === 'string' ? { body: init.body } : {}),
      });
    });
  };
}

/**
 * The page's off-main-thread fetch. In Chromium each `fetch` costs the calling thread 1–4 ms: a filter's
 * 30 chart queries sent from the page held its main thread for ~100 ms before it could draw anything.
 */
export const offMainThreadFetch = createOffMainThreadFetch(() =>
  typeof Worker === 'undefined'
    ? null
    : (new Worker(new URL('./fetchWorker.ts', import.meta.url), {
        type: 'module',
        name: 'fetch',
      }) as unknown as FetchWorkerPort),
);
