import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SecretBox } from './appDeps.js';

/**
 * The server's one secret: it signs session cookies, CSRF tokens and JWTs, and (through a derived key)
 * encrypts stored database passwords. It comes from SIGHTLINE_SECRET_KEY or is generated once into
 * `$SIGHTLINE_HOME/secret.key` (mode 0600) so restarts keep sessions and passwords readable.
 */

export const SECRET_KEY_FILE = 'secret.key';

export function loadSecretKey(home: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.SIGHTLINE_SECRET_KEY?.trim();
  if (fromEnv) {
    if (fromEnv.length < 16) throw new Error('SIGHTLINE_SECRET_KEY must be at least 16 characters long');
    return fromEnv;
  }
  const file = join(home, SECRET_KEY_FILE);
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length >= 16) return key;
    throw new Error(`${file} holds no usable secret key; delete it to generate a new one`);
  }
  mkdirSync(home, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created the file first; then theirs wins and we read it.
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** Derives independent keys per purpose so a leaked cookie signature says nothing about the cipher key. */
export function deriveKey(secretKey: string, purpose: string): Buffer {
  return createHash('sha256').update(`sightline:${purpose}:`).update(secretKey).digest();
}

const VERSION = 'v1';

/** AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>` in base64url; tampering makes decrypt throw. */
export function createSecretBox(secretKey: string): SecretBox {
  const key = deriveKey(secretKey, 'secret-box');
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(
        ':',
      );
    },
    decrypt(sealed: string): string {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('Malformed encrypted secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
