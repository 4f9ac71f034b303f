import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SessionStore } from '../../services/sessionStore.js';
import { deriveKey } from '../../secrets.js';

/**
 * JWTs for API clients (POST /api/v1/security/login): HS256, short-lived access tokens and long-lived
 * refresh tokens. The `type` claim keeps a refresh token from being used as an access token. Every token
 * names its server-side session (`sid`, a row of `sessions` of kind 'refresh'), and a token is accepted
 * only while that session is live: logout and deactivation revoke the session, and with it the refresh
 * token and every access token issued from it. Tokens without `exp` or `sid` are refused.
 */

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
const ISSUER = 'sightline';

export type TokenType = 'access' | 'refresh';

export interface VerifiedToken {
  userId: number;
  sessionId: string;
}

export interface TokenSigner {
  /**
   * A token of the session `sessionId`; without one, a new token session is started that lasts as long
   * as this token.
   */
  issue(userId: number, type: TokenType, sessionId?: string): Promise<string>;
  /**
   * A login's tokens: an access token and, when asked, a refresh token of the same session, so that
   * logging out with either revokes both.
   */
  issueLogin(userId: number, withRefresh: boolean): Promise<{ access_token: string; refresh_token?: string }>;
  /** The user and session of a well-signed, unexpired token of this type whose session is live; else null. */
  verify(token: string, type: TokenType): Promise<VerifiedToken | null>;
  /** Logout: revokes the session of a well-signed, unexpired token of either type; false for other text. */
  revoke(token: string): Promise<boolean>;
}

interface Claims {
  userId: number;
  type: unknown;
  sessionId: string;
  expiresMs: number;
}

const VERIFIED_TOKENS_KEPT = 10_000;

export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

export function createTokenSigner(secretKey: string, sessions: SessionStore): TokenSigner {
  const key = new Uint8Array(deriveKey(secretKey, 'jwt'));
  // A client sends the same token with every request until it expires; checking its signature once is
  // enough. Only well-signed tokens are kept, each until its own expiry; the session is read every time.
  const signed = new Map<string, Claims>();

  async function claimsOf(token: string): Promise<Claims | null> {
    const known = signed.get(token);
    if (known) {
      if (known.expiresMs > Date.now()) return known;
      signed.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string') return null;
      const claims = { userId, type: payload.type, sessionId, expiresMs: payload.exp! * 1000 };
      if (signed.size >= VERIFIED_TOKENS_KEPT) signed.delete(signed.keys().next().value!);
      signed.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }

  async function issue(userId: number, type: TokenType, sessionId?: string): Promise<string> {
    const seconds = type === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS;
    let sid = sessionId;
    if (sid === undefined) {
      sid = newSessionId();
      await sessions.open({ id: sid, userId, kind: 'refresh', lifetimeSeconds: seconds });
    }
    return new SignJWT({ type, fresh: type === 'access', sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .setExpirationTime(`${seconds}s`)
      .sign(key);
  }

  return {
    issue,
    async issueLogin(userId, withRefresh) {
      if (!withRefresh) return { access_token: await issue(userId, 'access') };
      const sid = newSessionId();
      await sessions.open({ id: sid, userId, kind: 'refresh', lifetimeSeconds: REFRESH_TOKEN_SECONDS });
      return {
        access_token: await issue(userId, 'access', sid),
        refresh_token: await issue(userId, 'refresh', sid),
      };
    },
    async verify(token, type) {
      const claims = await claimsOf(token);
      if (!claims || claims.type !== type) return null;
      const owner = await sessions.userOf(claims.sessionId);
      return owner === claims.userId ? { userId: owner, sessionId: claims.sessionId } : null;
    },
    async revoke(token) {
      const claims = await claimsOf(token);
      if (claims) await sessions.revoke(claims.sessionId);
      return claims !== null;
    },
  };
}
