// `npm run bench`: builds, then runs every benchmark in bench/ (compiled to bench/dist). Each prints a
// table of figures and ratios against a baseline measured in the same run; none asserts a timing.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureInstalled, root, runOrExit } from './lib.mjs';

ensureInstalled();
build();
const dir = join(root, 'bench', 'dist');
const only = process.argv[2];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.bench.js'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n▶ ${file.replace('.bench.js', '')}`);
  runOrExit(process.execPath, ['--expose-gc', join(dir, file)]);
}
