import { randomUUID } from 'node:crypto';

/**
 * Keys of key_value entries in URLs (`/explore/p/<key>/`, `?form_data_key=<key>`): the entry's random
 * uuid (122 random bits, so keys cannot be guessed) as 22 base64url characters.
 */

const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A new entry's uuid and its key. */
export function newEntryKey(): { uuid: string; key: string } {
  const uuid = randomUUID();
  return { uuid, key: Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url') };
}

/** The uuid a key names; null when the text cannot be a key (the entry is then "not found"). */
export function uuidOfKey(key: string): string | null {
  if (!KEY_PATTERN.test(key)) return null;
  const hex = Buffer.from(key, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
