import { mkdtempSync, rmSync, statSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey } from './secrets.js';

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'sightline-secret-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('loadSecretKey', () => {
  it('generates a key once into secret.key with mode 0600 and reuses it', () => {
    const first = loadSecretKey(home, {});
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(home, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadSecretKey(home, {})).toBe(first);
  });

  it('prefers SIGHTLINE_SECRET_KEY and writes no file', () => {
    expect(loadSecretKey(home, { SIGHTLINE_SECRET_KEY: 'a-very-long-secret-key' })).toBe(
      'a-very-long-secret-key',
    );
    expect(() => statSync(join(home, 'secret.key'))).toThrow();
  });

  it('rejects a short key', () => {
    expect(() => loadSecretKey(home, { SIGHTLINE_SECRET_KEY: 'short' })).toThrow(/at least 16/);
    writeFileSync(join(home, 'secret.key'), 'x');
    expect(() => loadSecretKey(home, {})).toThrow(/no usable secret key/);
  });
});

describe('createSecretBox', () => {
  const box = createSecretBox('a-very-long-secret-key');

  it('round-trips and uses a fresh IV each time', () => {
    const a = box.encrypt('p@ss wörd');
    const b = box.encrypt('p@ss wörd');
    expect(a).not.toBe(b);
    expect(a).not.toContain('p@ss');
    expect(box.decrypt(a)).toBe('p@ss wörd');
  });

  it('fails on tampering or another key', () => {
    const sealed = box.encrypt('secret');
    const parts = sealed.split(':');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.decrypt(parts.join(':'))).toThrow();
    expect(() => createSecretBox('another-long-secret-key').decrypt(sealed)).toThrow();
    expect(() => box.decrypt('garbage')).toThrow(/Malformed/);
  });
});
