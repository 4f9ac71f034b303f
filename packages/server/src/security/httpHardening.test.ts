import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGE, setupMessages } from '@sightline/core';
import type { SightlineConfig } from '../config.js';
import { defaultConfig } from '../config/load.js';
import { insertDynamicPlugin } from '../repos/dynamicPluginRepo.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/createTestApp.js';

/**
 * HTTP hardening: brute-force limits on sign-in, setup and refresh; security headers on the app page and
 * the API; malformed input (deep JSON, huge bodies, prototype keys in list queries) answered 4xx; setup
 * closed to other machines without the setup token; the password policy.
 */

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function appWith(config: Partial<SightlineConfig> = {}, webDist?: string): Promise<TestApp> {
  const t = await createTestApp({ config, webDist, sqlite: true });
  apps.push(t);
  return t;
}

const limits = (overrides: Partial<SightlineConfig['authRateLimit']>): Partial<SightlineConfig> => ({
  authRateLimit: { ...defaultConfig().authRateLimit, ...overrides },
});

const REMOTE = '203.0.113.7';

describe('brute-force limits', () => {
  it('answers 429 with Retry-After once a username used up its failed sign-ins', async () => {
    const t = await appWith(limits({ failedLoginsPerUser: 3, failedLoginWindowSeconds: 900 }));
    await t.createUser('Admin', 'admin');
    await t.createUser('Gamma', 'gamma');
    const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { username, password, provider: 'db' },
        remoteAddress,
      });

    // Successes do not count; failures do, from any address.
    expect((await login('admin', TEST_PASSWORD)).statusCode).toBe(200);
    for (const address of ['127.0.0.1', REMOTE, '198.51.100.1']) {
      expect((await login('admin', 'wrong-password', address)).statusCode).toBe(401);
    }
    for (const password of ['wrong-password', TEST_PASSWORD]) {
      const blocked = await login('ADMIN'.toLowerCase(), password);
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(blocked.json()).toEqual({
        message: expect.stringMatching(
          /^Too many failed sign-in attempts for this user\. Try again in \d+ minutes/,
        ),
      });
    }
    // The browser sign-in shares the counter; other users are not affected.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/session/',
      payload: { username: 'admin', password: TEST_PASSWORD },
    });
    expect(session.statusCode).toBe(429);
    expect((await login('gamma', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-in, setup and refresh requests per client address', async () => {
    const t = await appWith(limits({ requestsPerIp: 3, requestWindowSeconds: 60 }));
    const refresh = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/security/refresh', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await refresh(REMOTE)).statusCode).toBe(401);
    const blocked = await refresh(REMOTE);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      message: expect.stringMatching(
        /^Too many token refresh requests from your address\. Try again in \d+ seconds\.$/,
      ),
    });
    expect((await refresh('198.51.100.1')).statusCode).toBe(401);

    const setup = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/security/setup/', payload: {}, remoteAddress: REMOTE });
    for (let i = 0; i < 3; i++) expect((await setup()).statusCode).toBe(403);
    expect((await setup()).statusCode).toBe(429);

    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { username: 'nobody' },
        remoteAddress: REMOTE,
      });
    for (let i = 0; i < 3; i++) expect((await signIn()).statusCode).toBe(400);
    expect((await signIn()).statusCode).toBe(429);
  });

  it('keeps counters per app', async () => {
    const config = limits({ requestsPerIp: 1 });
    const [a, b] = [await appWith(config), await appWith(config)];
    const refresh = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/v1/security/refresh' });
    expect((await refresh(a)).statusCode).toBe(401);
    expect((await refresh(a)).statusCode).toBe(429);
    expect((await refresh(b)).statusCode).toBe(401);
  });
});

describe('security headers', () => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), 'sightline-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><script id="bootstrap-data" type="application/json"></script></head><body></body></html>',
    );
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const directives = (csp: unknown) =>
    new Map(
      String(csp)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name!, values]),
    );

  it('sends CSP, frame options, nosniff, Referrer-Policy and HSTS on the app page and the API', async () => {
    const t = await appWith({}, webDist);
    const page = await t.app.inject({ url: '/dashboard/list/', headers: { accept: 'text/html' } });
    const api = await t.app.inject({ url: '/api/v1/bootstrap/' });
    const notFound = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const response of [page, api, notFound]) {
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it('lets the app page load scripts from registered dynamic plugin origins', async () => {
    const t = await appWith(
      { featureFlags: { ...defaultConfig().featureFlags, DYNAMIC_PLUGINS: true } },
      webDist,
    );
    const { user } = await t.signIn('admin');
    const audit = { userId: user.id, now: new Date().toISOString() };
    for (const [key, url] of [
      ['a', 'https://cdn.example.com/plugins/a.js'],
      ['b', 'http://127.0.0.1:9999/b.mjs'],
      ['c', '/static/c.js'],
    ]) {
      await insertDynamicPlugin(t.deps.db, { name: key!, key: key!, bundle_url: url! }, audit);
    }
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(directives(page.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      'http://127.0.0.1:9999',
      'https://cdn.example.com',
    ]);
    const api = await t.app.inject({ url: '/api/v1/bootstrap/' });
    expect(directives(api.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });

  it('takes frame-ancestors from the settings, with a matching X-Frame-Options', async () => {
    const none = await appWith({ frameAncestors: ["'none'"] });
    const denied = await none.app.inject({ url: '/api/v1/bootstrap/' });
    expect(directives(denied.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(denied.headers['x-frame-options']).toBe('DENY');

    const portal = await appWith({ frameAncestors: ["'self'", 'https://portal.example.com'] });
    const embedded = await portal.app.inject({ url: '/api/v1/bootstrap/' });
    expect(directives(embedded.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
      'https://portal.example.com',
    ]);
    expect(embedded.headers['x-frame-options']).toBeUndefined();
  });
});

describe('malformed input answers 4xx', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ sqlite: true, config: { bodyLimitBytes: 256 * 1024 } });
    ({ headers } = await t.signIn('admin'));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json', ...extra },
      payload,
    });

  it('refuses JSON bodies nested 10,000 deep with 400', async () => {
    const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const deepArray = '['.repeat(10_000) + ']'.repeat(10_000);
    const inside = `{"queries":[{"filters":${deepArray}}],"form_data":${deepObject}}`;
    for (const url of ['/api/v1/chart/data', '/api/v1/log/', '/api/v1/chart/', '/api/v1/security/login']) {
      for (const body of [deepObject, deepArray, inside]) {
        const response = await post(url, body);
        expect(response.statusCode, `${url} ${body.slice(0, 20)}`).toBe(400);
        expect(response.json()).toEqual({
          message: 'The JSON body is nested too deeply (more than 100 levels).',
        });
      }
    }
    // Brackets inside strings are text, not nesting.
    const text = await post('/api/v1/security/login', JSON.stringify({ username: '['.repeat(500) }));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toHaveProperty('password');
  });

  it('refuses JSON text fields nested past the limit, so later reads never walk them', async () => {
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const created = await post('/api/v1/dashboard/', JSON.stringify({ dashboard_title: 'deep' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dashboard/${id}`,
      headers,
      payload: { json_metadata: `{"x": ${deep}}` },
    });
    expect(put.statusCode).toBe(422);
    expect(put.json()).toEqual({ message: { json_metadata: ['JSON not valid'] } });
    expect((await t.app.inject({ url: `/api/v1/dashboard/${id}/charts`, headers })).statusCode).toBe(200);
    const saved = await post(
      '/api/v1/saved_query/',
      JSON.stringify({ label: 'q', sql: 'select 1', db_id: 1, extra_json: deep }),
    );
    expect(saved.statusCode).toBeGreaterThanOrEqual(400);
    expect(saved.statusCode).toBeLessThan(500);
    // Beacon bodies (text/plain) are held to the same limit.
    const beacon = await post('/api/v1/log/', deep, { 'content-type': 'text/plain' });
    expect(beacon.statusCode).toBe(400);
  });

  it('answers 413 to a body over the size limit', async () => {
    const response = await post('/api/v1/chart/', JSON.stringify({ slice_name: 'x'.repeat(300 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 400 to prototype names as list sort columns and filter operators', async () => {
    for (const resource of ['chart', 'dashboard', 'dataset', 'database', 'saved_query']) {
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const q = `(order_column:${name})`;
        const response = await t.app.inject({
          url: `/api/v1/${resource}/?q=${encodeURIComponent(q)}`,
          headers,
        });
        expect(response.statusCode, `${resource} ${name}`).toBe(400);
        expect(response.json()).toEqual({ message: `Order column not allowed: ${name}` });
        const filter = `(filters:!((col:${name},opr:eq,value:1)))`;
        const filtered = await t.app.inject({
          url: `/api/v1/${resource}/?q=${encodeURIComponent(filter)}`,
          headers,
        });
        expect(filtered.statusCode, `${resource} filter ${name}`).toBe(400);
      }
    }
    const created = await post('/api/v1/dashboard/', JSON.stringify({ dashboard_title: 'columns' }));
    expect(created.statusCode).toBe(201);
    const picked = await t.app.inject({
      url: `/api/v1/dashboard/?q=${encodeURIComponent('(columns:!(constructor,__proto__,toString,id))')}`,
      headers,
    });
    expect(picked.statusCode).toBe(200);
    for (const item of picked.json().result) expect(Object.keys(item)).toEqual(['id']);
    for (const opr of ['__proto__', 'constructor', 'valueOf']) {
      const q = `(filters:!((col:slice_name,opr:${opr},value:1)))`;
      const response = await t.app.inject({ url: `/api/v1/chart/?q=${encodeURIComponent(q)}`, headers });
      expect(response.statusCode, opr).toBe(400);
    }
  });

  it('answers 422, not 500, to validation errors under keys named after prototype members', async () => {
    const response = await post('/api/v1/chart/', JSON.stringify({ constructor: 5, toString: [] }));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('first-run setup', () => {
  const admin = {
    username: 'root',
    password: 'a-long-password',
    first_name: 'Ada',
    last_name: 'Min',
    email: 'ada@example.com',
  };
  const TOKEN = 'known-setup-token-0123456789';

  const setup = (t: TestApp, payload: object, remoteAddress?: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/security/setup/', payload, remoteAddress, headers: extra });
  const status = (t: TestApp, remoteAddress?: string, extra: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/v1/security/setup/', remoteAddress, headers: extra });

  it('refuses another machine without the setup token and accepts it with the token', async () => {
    const t = await appWith({ setupToken: TOKEN });
    expect((await status(t, REMOTE)).json()).toEqual({ result: { needs_setup: true, token_required: true } });
    expect((await status(t)).json()).toEqual({ result: { needs_setup: true, token_required: false } });

    const without = await setup(t, admin, REMOTE);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ message: setupMessages.tokenRequired });
    const wrong = await setup(t, { ...admin, setup_token: 'guessed-token-0123456789' }, REMOTE);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: setupMessages.tokenInvalid });
    expect((await t.app.inject({ url: '/api/v1/bootstrap/' })).json().result.needs_setup).toBe(true);

    const accepted = await setup(t, { ...admin, setup_token: TOKEN }, REMOTE);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().result.user.roles).toEqual(['Admin']);
    // One-time: the door is closed once the admin exists, token or not.
    expect((await setup(t, { ...admin, username: 'again', setup_token: TOKEN }, REMOTE)).statusCode).toBe(
      403,
    );
    expect((await status(t, REMOTE)).json()).toEqual({
      result: { needs_setup: false, token_required: false },
    });
  });

  it('needs the token for a request a local proxy forwarded', async () => {
    const t = await appWith({ setupToken: TOKEN });
    const forwarded = { 'x-forwarded-for': REMOTE };
    expect((await status(t, '127.0.0.1', forwarded)).json().result.token_required).toBe(true);
    expect((await setup(t, admin, '127.0.0.1', forwarded)).statusCode).toBe(403);
    expect((await setup(t, admin, '::1')).statusCode).toBe(201);
  });

  it('enforces the password policy with the shared message', async () => {
    const t = await appWith();
    for (const password of ['short', 'ROOT-ROOT'.slice(0, 4), 'Administrator']) {
      const username = password === 'Administrator' ? 'administrator' : 'root';
      const response = await setup(t, { ...admin, username, password });
      expect(response.statusCode, password).toBe(422);
      expect(response.json()).toEqual({ message: { password: [PASSWORD_POLICY_MESSAGE] } });
    }
    expect((await setup(t, admin)).statusCode).toBe(201);
  });
});
