/**
 * A load generator run in a worker thread, so its CPU does not share the server's event loop: keeps
 * `concurrency` keep-alive HTTP requests in flight for `seconds` and reports how many completed.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  concurrency: number;
  seconds: number;
}

export interface LoadResult {
  completed: number;
  failed: number;
  seconds: number;
}

function post(agent: Agent, options: LoadOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      options.url,
      { method: 'POST', agent, headers: { ...options.headers, 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function run(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const deadline = performance.now() + options.seconds * 1000;
  let completed = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const status = await post(agent, options).catch(() => 0);
        if (status === 200) completed += 1;
        else failed += 1;
      }
    }),
  );
  agent.destroy();
  return { completed, failed, seconds: (performance.now() - started) / 1000 };
}

if (parentPort) {
  const port = parentPort;
  void run(workerData as LoadOptions).then((result) => port.postMessage(result));
}
