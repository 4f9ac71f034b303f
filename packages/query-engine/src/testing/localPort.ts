import { createServer } from 'node:net';

/** A loopback port free right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `start` on a free loopback port. Another process may take the probed port before the server
 * binds it, so a failed start is tried again on a new port, a few times; the last error is thrown.
 */
export async function startOnFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  let lastError: unknown = new Error('no attempt made');
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
