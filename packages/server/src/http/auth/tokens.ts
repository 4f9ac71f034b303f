import { jwtVerify, SignJWT } from 'jose';
import { deriveKey } from '../../secrets.js';

/**
 * JWTs for API clients (POST /api/v1/security/login): HS256, short-lived access tokens and long-lived
 * refresh tokens. The `type` claim keeps a refresh token from being used as an access token.
 */

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
const ISSUER = 'sightline';

export type TokenType = 'access' | 'refresh';

export interface TokenSigner {
  issue(userId: number, type: TokenType): Promise<string>;
  /** The user id, or null when the token is malformed, expired, forged or of the wrong type. */
  verify(token: string, type: TokenType): Promise<number | null>;
}

const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenSigner(secretKey: string): TokenSigner {
  const key = new Uint8Array(deriveKey(secretKey, 'jwt'));
  // A client sends the same token with every request until it expires; checking its signature once is
  // enough. Only valid tokens are kept, each until its own expiry.
  const verified = new Map<string, { userId: number; type: unknown; expiresMs: number }>();
  return {
    async issue(userId, type) {
      return new SignJWT({ type, fresh: type === 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(`${type === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS}s`)
        .sign(key);
    },
    async verify(token, type) {
      const known = verified.get(token);
      if (known && known.expiresMs > Date.now()) return known.type === type ? known.userId : null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id <= 0) return null;
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { userId: id, type: payload.type, expiresMs: (payload.exp ?? 0) * 1000 });
        return payload.type === type ? id : null;
      } catch {
        return null;
      }
    },
  };
}
