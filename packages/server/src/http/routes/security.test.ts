import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePermission } from '../auth/index.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      // Test-only routes: one mutating route behind CSRF and a permission guard.
      app.post('/api/v1/test/write', { preHandler: requirePermission('can_write', 'Chart') }, async () => ({
        result: 'written',
      }));
    },
  });
  await t.createUser('Admin', 'admin');
  await t.createUser('Gamma', 'gamma');
  await t.createUser('Public', 'public');
});
afterAll(() => t.close());

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/security/login', payload: payload as object });

describe('POST /api/v1/security/login', () => {
  it('returns access and refresh tokens and records the login', async () => {
    const response = await login({
      username: 'admin',
      password: TEST_PASSWORD,
      provider: 'db',
      refresh: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
    const me = await t.app.inject({
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.username).toBe('admin');
    const row = await t.deps.db
      .selectFrom('ab_user')
      .select(['login_count', 'last_login'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(row.login_count).toBeGreaterThanOrEqual(1);
    expect(row.last_login).not.toBeNull();
  });

  it('omits the refresh token unless asked', async () => {
    const response = await login({ username: 'admin', password: TEST_PASSWORD, provider: 'db' });
    expect(Object.keys(response.json())).toEqual(['access_token']);
  });

  it('answers 401 Not authorized for a wrong password or unknown user', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong', provider: 'db' },
      { username: 'ghost', password: TEST_PASSWORD, provider: 'db' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authorized' });
    }
  });

  it('answers 400 for a malformed body', async () => {
    const missing = await login({ username: 'admin', provider: 'db' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toHaveProperty('password');
    const wrongType = await login({ username: 'admin', password: 5 });
    expect(wrongType.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: expect.any(String) });
    const ldap = await login({ username: 'admin', password: TEST_PASSWORD, provider: 'ldap' });
    expect(ldap.statusCode).toBe(400);
    expect(ldap.json()).toEqual({ message: 'Provider ldap is not supported' });
  });
});

describe('bearer tokens', () => {
  it('treats forged, expired and refresh tokens as anonymous (401 on protected routes)', async () => {
    const { refresh_token } = (
      await login({ username: 'admin', password: TEST_PASSWORD, provider: 'db', refresh: true })
    ).json();
    const forged = await new SignJWT({ type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('sightline')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-server-secret-at-all-00000'));
    for (const token of [forged, refresh_token, 'garbage']) {
      const response = await t.app.inject({
        url: '/api/v1/me/',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    }
  });

  it('needs no CSRF token for mutating requests', async () => {
    const { headers } = await t.signIn('admin');
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/test/write', headers, payload: {} });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/v1/security/refresh', () => {
  it('exchanges a refresh token for a new access token', async () => {
    const { refresh_token, access_token } = (
      await login({ username: 'gamma', password: TEST_PASSWORD, provider: 'db', refresh: true })
    ).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().access_token as string;
    const me = await t.app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${fresh}` } });
    expect(me.json().result.username).toBe('gamma');
    const withAccess = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(withAccess.statusCode).toBe(401);
    const without = await t.app.inject({ method: 'POST', url: '/api/v1/security/refresh' });
    expect(without.statusCode).toBe(401);
  });

  it('refuses the refresh token of a user deactivated since', async () => {
    const user = await t.createUser('Gamma', 'leaver');
    const { refresh_token } = (
      await login({ username: 'leaver', password: TEST_PASSWORD, provider: 'db', refresh: true })
    ).json();
    await t.deps.db.updateTable('ab_user').set({ active: 0 }).where('id', '=', user.id).execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authorized' });
  });
});

describe('cookie sessions', () => {
  it('signs in with a signed HttpOnly SameSite=Lax cookie and returns the bootstrap', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/session/',
      payload: { username: 'gamma', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(response.json().result.user).toMatchObject({ username: 'gamma', roles: ['Gamma'] });
    expect(response.json().result.needs_setup).toBe(false);
    const me = await t.app.inject({ url: '/api/v1/me/', headers: { cookie: `session=${cookie.value}` } });
    expect(me.json().result.username).toBe('gamma');
  });

  it('ignores a tampered cookie', async () => {
    const { cookie } = await t.signInWithCookie('gamma');
    const tampered = cookie.replace(/^session=\d+/, 'session=1');
    const me = await t.app.inject({ url: '/api/v1/me/', headers: { cookie: tampered } });
    expect(me.statusCode).toBe(401);
  });

  it('answers 401 for bad credentials and 400 for a malformed body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/session/',
      payload: { username: 'gamma', password: 'nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: 'Not authorized' });
    expect(bad.cookies).toHaveLength(0);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/session/',
      payload: { username: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('signs out by clearing the cookie', async () => {
    const { headers } = await t.signInWithCookie('gamma');
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/security/session/', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.user).toBeNull();
    const cleared = response.cookies.find((c) => c.name === 'session')!;
    expect(cleared.value).toBe('');
  });
});

describe('CSRF', () => {
  it('GET /api/v1/security/csrf_token/ needs a signed-in user', async () => {
    const anonymous = await t.app.inject({ url: '/api/v1/security/csrf_token/' });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await t.signInWithCookie('admin');
    const response = await t.app.inject({ url: '/api/v1/security/csrf_token/', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: expect.stringMatching(/^[\w-]{20,}$/) });
  });

  it('requires X-CSRFToken on mutating cookie-session requests', async () => {
    const { cookie, csrfToken } = await t.signInWithCookie('admin');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/write',
      headers: { cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'The CSRF token is missing.' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/write',
      headers: { cookie, 'x-csrftoken': 'not-the-token' },
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'The CSRF token is invalid.' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/write',
      headers: { cookie, 'x-csrftoken': csrfToken },
      payload: {},
    });
    expect(ok.statusCode).toBe(200);
  });

  it("rejects another session's token", async () => {
    const first = await t.signInWithCookie('admin');
    const second = await t.signInWithCookie('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/write',
      headers: { cookie: second.cookie, 'x-csrftoken': first.csrfToken },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('requirePermission', () => {
  it('answers 401 anonymous, 403 without the permission, 200 with it', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/test/write', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Not authenticated' });
    const pub = await t.signIn('public');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/write',
      headers: pub.headers,
      payload: {},
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Forbidden' });
    const gamma = await t.signIn('gamma');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/write',
      headers: gamma.headers,
      payload: {},
    });
    expect(ok.statusCode).toBe(200);
  });
});
