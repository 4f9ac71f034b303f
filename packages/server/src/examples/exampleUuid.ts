import { createHash } from 'node:crypto';

/** Fixed namespace for example content (a random v4 uuid chosen once; never change it). */
const EXAMPLES_NAMESPACE = '3f1c9d7e-5b2a-4c8e-9a61-2d7b0e4f8a13';

/**
 * A deterministic RFC 4122 version-5 uuid (SHA-1 of namespace + name), so the same example always has
 * the same uuid and reloading updates it in place instead of duplicating it.
 */
export function exampleUuid(name: string): string {
  const namespace = Buffer.from(EXAMPLES_NAMESPACE.replace(/-/g, ''), 'hex');
  const bytes = createHash('sha1').update(namespace).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
