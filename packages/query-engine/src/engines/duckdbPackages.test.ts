import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The DuckDB API package calls into the native bindings of exactly one release: both are pinned to the
// same exact version, so an install can never pair an API with bindings of another release.
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const exactVersion = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

describe('DuckDB packages', () => {
  const api = manifest.dependencies['@duckdb/node-api'];
  const bindings = manifest.dependencies['@duckdb/node-bindings'];

  it('are pinned to one exact version', () => {
    expect(api).toMatch(exactVersion);
    expect(bindings).toMatch(exactVersion);
    expect(api).toBe(bindings);
  });

  it('are installed at the pinned version', () => {
    const require = createRequire(import.meta.url);
    const installed = (name: string) =>
      (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string })
        .version;
    expect(installed('@duckdb/node-api')).toBe(api);
    expect(installed('@duckdb/node-bindings')).toBe(bindings);
  });
});
