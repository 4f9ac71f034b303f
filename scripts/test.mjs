// `npm test`: install what is missing, then type-check, lint, run unit and API tests (SQLite and a real
// PostgreSQL), build the app and run the browser tests in headless Chromium. Ends with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureDebianPackages, ensureInstalled, root, run, runOrExit } from './lib.mjs';

const started = Date.now();
ensureInstalled();
ensureDebianPackages([
  { name: 'chromium', binary: '/usr/bin/chromium' },
  { name: 'postgresql', binary: '/usr/lib/postgresql/15/bin/initdb' },
  { name: 'redis-server', binary: '/usr/bin/redis-server' },
]);

build();
console.log('▶ Lint (eslint) and format check (prettier)…');
runOrExit('npx', ['eslint', '.', '--max-warnings=0']);
runOrExit('npx', ['prettier', '--check', '.', '--log-level', 'warn']);

const reports = join(root, 'var', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

console.log('▶ Unit and API tests (vitest)…');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);

console.log('▶ Browser tests (Playwright, headless Chromium)…');
const playwrightStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
});

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}
const vitest = readJson(join(reports, 'vitest.json'));
const playwright = readJson(join(reports, 'playwright.json'));
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const broken = vitestStatus !== 0 || playwrightStatus !== 0 || !vitest || !playwright;
const seconds = Math.round((Date.now() - started) / 1000);

console.log(`\nvitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`);
console.log(
  `playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? 0} failed`,
);
console.log(`total time: ${seconds}s`);
console.log(`tests: ${passed} passed, ${broken && failed === 0 ? 1 : failed} failed, ${skipped} skipped`);
process.exit(broken ? 1 : 0);
