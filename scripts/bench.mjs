// `npm run bench`: builds, then runs every benchmark in bench/ (compiled to bench/dist). Each prints a
// table of figures and ratios against a baseline measured in the same run; none asserts a timing.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureDebianPackages, ensureInstalled, isRoot, root, runOrExit } from './lib.mjs';

ensureInstalled();
// wrk measures the API from another process; without it (not root) a Node worker thread does. The
// dashboard, filter and render benches drive Chromium; without it they print only their API figures.
if (isRoot())
  ensureDebianPackages([
    { name: 'wrk', binary: '/usr/bin/wrk' },
    { name: 'chromium', binary: '/usr/bin/chromium' },
  ]);
build();
const dir = join(root, 'bench', 'dist');
// `npm run bench -- chart-data` runs chartData.bench.js: names compare without dashes or case.
const simplify = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const only = process.argv[2] ? simplify(process.argv[2]) : null;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.bench.js'))
  .sort()) {
  if (only && !simplify(file).includes(only)) continue;
  console.log(`\n▶ ${file.replace('.bench.js', '')}`);
  runOrExit(process.execPath, ['--expose-gc', join(dir, file)]);
}
