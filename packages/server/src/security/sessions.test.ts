import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load.js';
import { pruneSessions } from '../repos/sessionRepo.js';
import { deriveKey } from '../secrets.js';
import { setUserActive } from '../services/users.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/createTestApp.js';

/**
 * Sessions end when they should: logout revokes the cookie and the tokens server-side, tokens must
 * expire, deactivation ends every session at once, and the cookie is Secure behind a TLS proxy.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/me/', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const logout = (headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/v1/security/session/', headers, payload });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/security/refresh', headers: bearer(refreshToken) });

async function tokenLogin(username: string): Promise<{ access_token: string; refresh_token: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password: TEST_PASSWORD, provider: 'db', refresh: true },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('logout', () => {
  it('revokes the cookie session: the old cookie replayed afterwards is refused', async () => {
    await t.createUser('Gamma', 'cora');
    const { cookie } = await t.signInWithCookie('cora');
    expect((await me({ cookie })).statusCode).toBe(200);

    const out = await logout({ cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'session')?.value).toBe('');
    expect((await me({ cookie })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/security/csrf_token/', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('ends one browser session only: another sign-in of the same user keeps working', async () => {
    await t.createUser('Gamma', 'cleo');
    const first = await t.signInWithCookie('cleo');
    const second = await t.signInWithCookie('cleo');
    await logout({ cookie: first.cookie });
    expect((await me({ cookie: first.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: second.cookie })).statusCode).toBe(200);
  });

  it('with the refresh token revokes it and the access tokens issued from it', async () => {
    await t.createUser('Gamma', 'rita');
    const tokens = await tokenLogin('rita');
    const refreshed = (await refresh(tokens.refresh_token)).json().access_token as string;
    expect((await me(bearer(refreshed))).statusCode).toBe(200);

    expect((await logout(bearer(tokens.refresh_token))).statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await me(bearer(refreshed))).statusCode).toBe(401);
  });

  it('with an access token from a refresh revokes the refresh token too', async () => {
    await t.createUser('Gamma', 'remy');
    const tokens = await tokenLogin('remy');
    const refreshed = (await refresh(tokens.refresh_token)).json().access_token as string;

    await logout(bearer(refreshed));
    expect((await me(bearer(refreshed))).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('revokes a refresh token given in the body beside the access token', async () => {
    await t.createUser('Gamma', 'rosa');
    const tokens = await tokenLogin('rosa');
    await logout(bearer(tokens.access_token), { refresh_token: tokens.refresh_token });
    expect((await me(bearer(tokens.access_token))).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});

describe('token logins', () => {
  it("tie a login's access and refresh tokens to one session: logout with the access token ends both", async () => {
    await t.createUser('Gamma', 'lena');
    const tokens = await tokenLogin('lena');
    expect((await me(bearer(tokens.access_token))).statusCode).toBe(200);
    await logout(bearer(tokens.access_token));
    expect((await me(bearer(tokens.access_token))).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token!)).statusCode).toBe(401);
  });

  it('leave no rows behind once sessions are revoked or expired', async () => {
    const user = await t.createUser('Gamma', 'pia');
    const { cookie } = await t.signInWithCookie('pia');
    const live = await t.signInWithCookie('pia');
    await logout({ cookie });
    await t.deps.db
      .insertInto('sessions')
      .values({
        id: 'expired-session-0001',
        user_id: user.id,
        kind: 'refresh',
        created_on: '2020-01-01T00:00:00.000Z',
        expires_on: '2020-01-31T00:00:00.000Z',
        revoked_on: null,
      })
      .execute();
    const sessionsOf = async () =>
      (await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).length;
    expect(await sessionsOf()).toBe(3);
    expect(await pruneSessions(t.deps.db)).toBeGreaterThanOrEqual(2);
    expect(await sessionsOf()).toBe(1);
    expect((await me(live.headers)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  /** A token signed with the server's own key, with the claims given and an expiry unless `exp` is null. */
  const signed = (userId: number, claims: Record<string, unknown>, exp: string | null = '5m') => {
    const token = new SignJWT({ type: 'access', fresh: true, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer('sightline')
      .setIssuedAt()
      .setJti(crypto.randomUUID());
    return (exp === null ? token : token.setExpirationTime(exp)).sign(
      new Uint8Array(deriveKey(t.deps.secretKey, 'jwt')),
    );
  };

  it('refuses a token signed with the server key but without exp', async () => {
    const user = await t.createUser('Admin', 'nox');
    // A live session of the user, so only the missing expiry can be the reason for the refusal.
    const { sid } = decodeJwt(await t.app.tokens.issue(user.id, 'access'));
    expect((await me(bearer(await signed(user.id, { sid }, null)))).statusCode).toBe(401);
    expect((await me(bearer(await signed(user.id, { sid })))).statusCode).toBe(200);
  });

  it('refuses a token without a session, and access tokens last at most 15 minutes', async () => {
    const user = await t.createUser('Admin', 'sid');
    expect((await me(bearer(await signed(user.id, {})))).statusCode).toBe(401);

    const { exp, iat } = decodeJwt((await tokenLogin('sid')).access_token);
    expect(exp! - iat!).toBeLessThanOrEqual(15 * 60);
  });
});

describe('deactivation', () => {
  it("ends the user's cookie, access and refresh tokens at once, and they stay dead after reactivation", async () => {
    const user = await t.createUser('Alpha', 'dora');
    const { cookie } = await t.signInWithCookie('dora');
    const tokens = await tokenLogin('dora');
    // Signed in and served, so any per-user cache is warm.
    expect((await me({ cookie })).statusCode).toBe(200);
    expect((await me(bearer(tokens.access_token))).statusCode).toBe(200);

    expect(await setUserActive(t.deps.db, user.id, false)).toBe(true);
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me(bearer(tokens.access_token))).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);

    await setUserActive(t.deps.db, user.id, true);
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me(bearer(tokens.access_token))).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await me((await t.signInWithCookie('dora')).headers)).statusCode).toBe(200);
  });

  it('answers false for an unknown user', async () => {
    expect(await setUserActive(t.deps.db, 999_999, false)).toBe(false);
  });
});

describe('trustProxy', () => {
  async function sessionCookieBehindTls(trustProxy: boolean) {
    const app = await createTestApp({ sqlite: true, config: { trustProxy } });
    try {
      await app.createUser('Gamma', 'tess');
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/v1/security/session/',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'tess', password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return response.cookies.find((c) => c.name === 'session')!;
    } finally {
      await app.close();
    }
  }

  it('makes the session cookie Secure when the proxy says the request came over https', async () => {
    expect((await sessionCookieBehindTls(true)).secure).toBe(true);
    // Without trusting the proxy its headers are not believed.
    expect((await sessionCookieBehindTls(false)).secure).toBeUndefined();
  });

  it('is read from SIGHTLINE_TRUST_PROXY: true/false or proxy addresses; anything else is refused', () => {
    const home = mkdtempSync(join(tmpdir(), 'sightline-proxy-'));
    try {
      const load = (value?: string) =>
        loadConfig({ SIGHTLINE_HOME: home, ...(value === undefined ? {} : { SIGHTLINE_TRUST_PROXY: value }) })
          .trustProxy;
      expect(load()).toBe(false);
      expect(load('true')).toBe(true);
      expect(load('FALSE')).toBe(false);
      expect(load('127.0.0.1, 10.0.0.0/8,loopback')).toBe('127.0.0.1, 10.0.0.0/8,loopback');
      expect(() => load('2')).toThrow(/SIGHTLINE_TRUST_PROXY must be true, false or a comma-separated list/);
      expect(() => load('proxy.example.com')).toThrow(/SIGHTLINE_TRUST_PROXY/);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
