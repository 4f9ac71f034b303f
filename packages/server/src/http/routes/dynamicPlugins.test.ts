import { dynamicPluginMessages } from '@sightline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../config/load.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

// One app with the feature on (the endpoints' behaviour) and one with the default (off): 404 for all.
let on: TestApp;
let off: TestApp;
let admin: Record<string, string>;
let alpha: Record<string, string>;
let gamma: Record<string, string>;

const withFlag = (enabled: boolean) => ({
  featureFlags: { ...defaultConfig('/unused').featureFlags, DYNAMIC_PLUGINS: enabled },
});

beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestApp({ config: withFlag(true) }),
    createTestApp({ config: withFlag(false) }),
  ]);
  admin = (await on.signIn('admin')).headers;
  await on.createUser('Alpha', 'alfred');
  alpha = (await on.signIn('alfred')).headers;
  await on.createUser('Gamma', 'grace');
  gamma = (await on.signIn('grace')).headers;
});
afterAll(() => Promise.all([on?.close(), off?.close()]));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  t: TestApp,
  method: Method,
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function create(body: Record<string, unknown>): Promise<number> {
  const response = await call(on, 'POST', '/dynamic-plugins/api/create', admin, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

const read = async () => (await call(on, 'GET', '/dynamic-plugins/api/read', gamma)).json();

describe('dynamic plugin API', () => {
  it('does not exist while the DYNAMIC_PLUGINS flag is off, whoever asks', async () => {
    const offAdmin = (await off.signIn('admin')).headers;
    const requests: Array<[Method, string, unknown?]> = [
      ['GET', '/dynamic-plugins/api/read'],
      ['POST', '/dynamic-plugins/api/create', { name: 'x', key: 'x', bundle_url: '/x.js' }],
      ['PUT', '/dynamic-plugins/api/update/1', { name: 'y' }],
      ['DELETE', '/dynamic-plugins/api/delete/1'],
    ];
    for (const [method, url, body] of requests) {
      for (const headers of [offAdmin, {}]) {
        const response = await call(off, method, url, headers, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found' });
      }
    }
  });

  it('creates a plugin (admin) and lists it to any signed-in user', async () => {
    const response = await call(on, 'POST', '/dynamic-plugins/api/create', admin, {
      name: ' Hello chart ',
      key: 'hello_chart',
      bundle_url: 'https://cdn.example.com/hello-chart.mjs',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id, ...rest } = response.json();
    expect(rest).toEqual({
      message: 'Added Row',
      severity: 'success',
      result: {
        id,
        name: 'Hello chart',
        key: 'hello_chart',
        bundle_url: 'https://cdn.example.com/hello-chart.mjs',
      },
    });
    const row = await on.deps.db
      .selectFrom('dynamic_plugin')
      .selectAll()
      .where('id', '=', id as number)
      .executeTakeFirstOrThrow();
    const adminUser = (await on.signIn('admin')).user;
    expect(row).toMatchObject({ created_by_fk: adminUser.id, changed_by_fk: adminUser.id });
    expect(row.created_on).toMatch(/^\d{4}-\d\d-\d\dT/);

    for (const headers of [gamma, alpha, admin]) {
      const list = await call(on, 'GET', '/dynamic-plugins/api/read/', headers);
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.json()).toMatchObject({ count: 1, ids: [id] });
    }
    expect((await read()).result).toEqual([
      { id, name: 'Hello chart', key: 'hello_chart', bundle_url: 'https://cdn.example.com/hello-chart.mjs' },
    ]);
  });

  it('needs a signed-in user to read and an admin to change', async () => {
    expect((await call(on, 'GET', '/dynamic-plugins/api/read')).statusCode).toBe(401);
    const body = { name: 'Nope', key: 'nope', bundle_url: '/nope.js' };
    const id = await create({ name: 'Guarded', key: 'guarded', bundle_url: '/plugins/guarded.js' });
    const writes: Array<[Method, string, unknown?]> = [
      ['POST', '/dynamic-plugins/api/create', body],
      ['PUT', `/dynamic-plugins/api/update/${id}`, { name: 'Taken over' }],
      ['DELETE', `/dynamic-plugins/api/delete/${id}`],
    ];
    for (const [method, url, payload] of writes) {
      expect((await call(on, method, url, {}, payload)).statusCode, `${method} anonymous`).toBe(401);
      for (const headers of [gamma, alpha]) {
        const response = await call(on, method, url, headers, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'Forbidden' });
      }
    }
    expect((await read()).result.find((p: { id: number }) => p.id === id)).toMatchObject({ name: 'Guarded' });
    expect((await read()).result.some((p: { key: string }) => p.key === 'nope')).toBe(false);
  });

  it('refuses missing fields, duplicates and bundle URLs that are not http(s) or a path', async () => {
    await create({ name: 'Taken', key: 'taken_key', bundle_url: '/plugins/taken.js' });
    const post = (body: unknown) => call(on, 'POST', '/dynamic-plugins/api/create', admin, body);

    const missing = await post({ name: 'No key', bundle_url: '/plugins/no-key.js' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: { key: [dynamicPluginMessages.keyRequired] } });

    const duplicate = await post({ name: 'Taken', key: 'taken_key', bundle_url: '/plugins/other.js' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      message: {
        name: [dynamicPluginMessages.duplicateName('Taken')],
        key: ['A plugin with the key "taken_key" already exists. Edit that plugin or choose another key.'],
      },
    });

    for (const bundleUrl of [
      'javascript:alert(1)',
      'plugins/relative.js',
      '//evil.example.com/x.js',
      'ftp://x/y.js',
    ]) {
      const bad = await post({ name: `Bad ${bundleUrl}`, key: 'bad_url', bundle_url: bundleUrl });
      expect(bad.statusCode, bundleUrl).toBe(422);
      expect(bad.json()).toEqual({ message: { bundle_url: [dynamicPluginMessages.bundleUrlFormat] } });
    }

    const badKey = await post({ name: 'Spaces', key: 'has spaces', bundle_url: '/plugins/spaces.js' });
    expect(badKey.json()).toEqual({ message: { key: [dynamicPluginMessages.keyFormat] } });

    const notJson = await call(on, 'POST', '/dynamic-plugins/api/create', admin, ['a list']);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'Request is not JSON' });
    expect((await read()).result.some((p: { key: string }) => p.key === 'bad_url')).toBe(false);
  });

  it('updates only the fields sent, keeps keys unique and answers 404 for unknown rows', async () => {
    const id = await create({ name: 'Before', key: 'before_key', bundle_url: '/plugins/before.js' });
    const other = await create({ name: 'Other', key: 'other_key', bundle_url: '/plugins/other-1.js' });

    const updated = await call(on, 'PUT', `/dynamic-plugins/api/update/${id}`, admin, {
      name: 'After',
      // Its own key again is not a duplicate.
      key: 'before_key',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({
      message: 'Changed Row',
      severity: 'success',
      id,
      result: { id, name: 'After', key: 'before_key', bundle_url: '/plugins/before.js' },
    });

    const clash = await call(on, 'PUT', `/dynamic-plugins/api/update/${id}`, admin, { key: 'other_key' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({ message: { key: [dynamicPluginMessages.duplicateKey('other_key')] } });

    const badUrl = await call(on, 'PUT', `/dynamic-plugins/api/update/${id}`, admin, { bundle_url: 'x.js' });
    expect(badUrl.json()).toEqual({ message: { bundle_url: [dynamicPluginMessages.bundleUrlFormat] } });
    const blank = await call(on, 'PUT', `/dynamic-plugins/api/update/${id}`, admin, { key: '  ' });
    expect(blank.json()).toEqual({ message: { key: [dynamicPluginMessages.keyRequired] } });

    for (const pk of ['999999', 'abc', '99999999999']) {
      const response = await call(on, 'PUT', `/dynamic-plugins/api/update/${pk}`, admin, { name: 'x' });
      expect(response.statusCode, pk).toBe(404);
    }
    const byId = new Map((await read()).result.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(id)).toEqual({ id, name: 'After', key: 'before_key', bundle_url: '/plugins/before.js' });
    expect(byId.get(other)).toMatchObject({ key: 'other_key' });
  });

  it('deletes a plugin, then answers 404 for it', async () => {
    const id = await create({ name: 'Doomed', key: 'doomed', bundle_url: 'http://localhost:9999/doomed.js' });
    const deleted = await call(on, 'DELETE', `/dynamic-plugins/api/delete/${id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Deleted Row', severity: 'success' });
    expect((await read()).ids).not.toContain(id);
    expect((await call(on, 'DELETE', `/dynamic-plugins/api/delete/${id}`, admin)).statusCode).toBe(404);
    expect((await call(on, 'DELETE', '/dynamic-plugins/api/delete/nope', admin)).statusCode).toBe(404);
  });

  it('asks cookie sessions for the CSRF token on writes', async () => {
    const session = await on.signInWithCookie('admin');
    const body = { name: 'Via cookie', key: 'via_cookie', bundle_url: '/plugins/cookie.js' };
    const { 'x-csrftoken': _token, ...cookieOnly } = session.headers;
    const refused = await call(on, 'POST', '/dynamic-plugins/api/create', cookieOnly, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The CSRF token is missing.' });
    expect((await call(on, 'POST', '/dynamic-plugins/api/create', session.headers, body)).statusCode).toBe(
      200,
    );
  });
});
