// Extracts from Superset's OpenAPI document only the shape facts the API comparison test needs (query
// parameters, body and reply fields with their types) for the operations our API serves, into
// packages/server/src/testing/supersetApiShapes.json. Superset's document itself is not kept here.
//
//   npm run build && npm start   # then, in another shell:
//   node scripts/superset-api-shapes.mjs <superset-openapi.json> http://127.0.0.1:8088/api/v1/_openapi
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiShapes } from '../packages/server/dist/http/openapi/apiShapes.js';
import { root } from './lib.mjs';

const [referencePath, ours] = process.argv.slice(2);
if (!referencePath || !ours) {
  console.error(
    'usage: node scripts/superset-api-shapes.mjs <superset-openapi.json> <our document: URL or file>',
  );
  process.exit(2);
}

const ourDocument = /^https?:/.test(ours)
  ? await (await fetch(ours)).json()
  : JSON.parse(readFileSync(ours, 'utf8'));
const served = new Set(Object.keys(apiShapes(ourDocument)));
const shapes = apiShapes(JSON.parse(readFileSync(referencePath, 'utf8')), (key) => served.has(key));

const sorted = Object.fromEntries(
  Object.keys(shapes)
    .sort()
    .map((key) => [key, shapes[key]]),
);
const target = join(root, 'packages/server/src/testing/supersetApiShapes.json');
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} operations → ${target}`);
