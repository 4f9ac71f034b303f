import { describe, expect, it } from 'vitest';
import { newEntryKey, uuidOfKey } from './keyValueKeys.js';

describe('key_value entry keys', () => {
  it('are 22 url-safe characters that name the entry uuid', () => {
    const { uuid, key } = newEntryKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(uuidOfKey(key)).toBe(uuid);
  });

  it('differ every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newEntryKey().key));
    expect(keys.size).toBe(50);
  });

  it('refuse text that cannot be a key', () => {
    for (const text of ['', 'abc', '1', 'a'.repeat(23), 'aaaaaaaaaaaaaaaaaaaaa/', '../../etc/passwd12345'])
      expect(uuidOfKey(text)).toBeNull();
  });
});
