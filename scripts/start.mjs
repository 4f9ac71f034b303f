// `npm start`: install what is missing, build, and serve Sightline with example data on :8088.
import { spawn } from 'node:child_process';
import { build, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
build();

const server = spawn(process.execPath, ['packages/server/dist/cli.js', 'start'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
