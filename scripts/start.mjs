// `npm start`: install what is missing, build, and serve Sightline with example data on :8088.
import { spawn } from 'node:child_process';
import { build, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
build();

// Engine drivers wait for statements on libuv's thread pool, which Node sizes once at start: 16 threads
// leave room for up to 15 statements at once (SIGHTLINE_MAX_STATEMENTS) with one left for sign-in.
const server = spawn(process.execPath, ['packages/server/dist/cli.js', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { UV_THREADPOOL_SIZE: '16', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
