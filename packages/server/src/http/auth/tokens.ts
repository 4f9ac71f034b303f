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

export function createTokenSigner(secretKey: string): TokenSigner {
  const key = new Uint8Array(deriveKey(secretKey, 'jwt'));
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        if (payload.type !== type) return null;
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
