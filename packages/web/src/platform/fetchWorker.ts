/**
 * A dedicated worker that sends requests for the page and reads their answers (offMainThreadFetch.ts):
 * the page's main thread then spends nothing on the sending, and only a message on each answer.
 */
import type { FetchWorkerCommand, FetchWorkerReply } from './fetchWorkerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<FetchWorkerCommand>) => void) | null;
  postMessage(message: FetchWorkerReply): void;
}

const scope = self as unknown as WorkerScope;
const running = new Map<number, AbortController>();

async function send(command: Extract<FetchWorkerCommand, { type: 'send' }>, signal: AbortSignal) {
  const response = await fetch(command.url, {
    method: command.method,
    headers: command.headers,
    body: command.body,
    credentials: command.credentials,
    signal,
  });
  const body = await response.text();
  return {
    id: command.id,
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body,
  };
}

scope.onmessage = ({ data: command }) => {
  if (command.type === 'abort') {
    running.get(command.id)?.abort();
    running.delete(command.id);
    return;
  }
  const controller = new AbortController();
  running.set(command.id, controller);
  send(command, controller.signal)
    .then(
      (reply) => {
        if (!controller.signal.aborted) scope.postMessage(reply);
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          scope.postMessage({
            id: command.id,
            error: error instanceof Error ? error.message : String(error),
          });
      },
    )
    .finally(() => running.delete(command.id));
};
