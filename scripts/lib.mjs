// Shared steps of `npm start` and `npm test`. Plain Node with no dependencies: these run before
// anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '.tsc') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** `npm ci` when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('▶ Installing dependencies (npm ci)…');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Type-checks and compiles the Node packages (incremental), then builds the web app when its sources changed. */
export function build() {
  console.log('▶ Compiling TypeScript (tsc -b)…');
  runOrExit('npx', ['tsc', '-b']);
  const webDist = join(root, 'packages', 'web', 'dist', 'index.html');
  const sources = ['packages/web', 'packages/charts/src', 'packages/core/src'].map((p) => join(root, p));
  const newestSource = Math.max(...sources.map(newestMtime));
  if (!existsSync(webDist) || statSync(webDist).mtimeMs < newestSource) {
    console.log('▶ Building the web app (vite build)…');
    runOrExit('npm', ['run', 'build', '-w', '@sightline/web']);
  }
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Installs Debian packages that tests need when their binaries are missing (root only; CI runs as root). */
export function ensureDebianPackages(packages) {
  const missing = packages.filter(({ binary }) => !existsSync(binary));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name);
  if (!isRoot()) {
    console.error(`✖ Missing ${names.join(', ')}: install with  sudo apt-get install -y ${names.join(' ')}`);
    process.exit(1);
  }
  console.log(`▶ Installing ${names.join(', ')} from Debian…`);
  runOrExit('apt-get', ['update', '-qq']);
  runOrExit('apt-get', ['install', '-y', '-qq', ...names], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
