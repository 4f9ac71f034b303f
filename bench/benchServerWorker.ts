/**
 * The dashboard benchmarks' server, in a worker thread of its own (benchServer.ts starts it): the
 * server owns its event loop, as `npm start`'s process does, instead of sharing the bench's with the
 * Playwright driver, which handles the browser's protocol traffic (several messages per request) on
 * the thread it runs on. Answers the bench's questions about the server by message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createMemoryCache } from '@sightline/query-engine';
import { chartDataStatementCount } from '@sightline/server';
import { ensureAdmin, withBenchApp } from './benchApp.js';
import type { BenchServerCall, BenchServerReply, BenchServerStart } from './benchServer.js';

const port = parentPort!;
const { home, rows } = workerData as BenchServerStart;

await withBenchApp(home, rows, async ({ deps, app, authorization }) => {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const answer = async (call: BenchServerCall): Promise<unknown> => {
    switch (call.kind) {
      case 'statementCount':
        return chartDataStatementCount(deps);
      case 'emptyResultCache':
        deps.cache = createMemoryCache({ maxEntries: 1000 });
        return null;
      case 'setSharedScans':
        deps.config.sharedScans = call.on;
        return null;
      case 'ensureAdmin':
        await ensureAdmin(deps, call.user);
        return null;
      case 'close':
        return null;
    }
  };
  await new Promise<void>((closed) => {
    port.on('message', (call: BenchServerCall & { id: number }) => {
      answer(call).then(
        (result) => {
          port.postMessage({ id: call.id, result } satisfies BenchServerReply);
          if (call.kind === 'close') closed();
        },
        (error: unknown) =>
          port.postMessage({ id: call.id, error: String(error) } satisfies BenchServerReply),
      );
    });
    port.postMessage({ id: 0, result: { base, authorization } } satisfies BenchServerReply);
  });
});
port.close();
