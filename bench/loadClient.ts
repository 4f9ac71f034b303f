/**
 * An HTTP client run in a worker thread, so its CPU work does not share the server's event loop: either
 * a load (`concurrency` keep-alive requests in flight for `seconds`, reporting how many completed) or
 * a latency probe (sequential requests, reporting each one's time).
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

/** Sequential requests, one at a time: the latency of each, in milliseconds. */
export interface LatencyOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  runs: number;
}

export interface LoadResult {
  completed: number;
  failed: number;
  seconds: number;
}

function post(agent: Agent, options: Pick<LoadOptions, 'url' | 'body' | 'headers'>): Promise<number> {
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

async function latencies(options: LatencyOptions): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    const start = performance.now();
    const status = await post(agent, options);
    if (status !== 200) throw new Error(`request failed with ${status}`);
    samples.push(performance.now() - start);
  }
  agent.destroy();
  return samples;
}

if (parentPort) {
  const port = parentPort;
  const data = workerData as { load?: LoadOptions; latency?: LatencyOptions };
  const work = data.load ? run(data.load) : latencies(data.latency!);
  void work.then((result) => port.postMessage(result));
}
