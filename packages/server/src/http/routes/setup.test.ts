import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const admin = {
  username: 'root',
  password: 'a-long-password',
  first_name: 'Ada',
  last_name: 'Min',
  email: 'ada@example.com',
};
const setup = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/security/setup/', payload: payload as object, headers });

describe('POST /api/v1/security/setup/', () => {
  it('creates the first Admin, signs them in and ends needs_setup', async () => {
    const before = await t.app.inject({ url: '/api/v1/bootstrap/' });
    expect(before.json().result.needs_setup).toBe(true);

    const response = await setup(admin);
    expect(response.statusCode).toBe(201);
    expect(response.json().result.user).toMatchObject({
      username: 'root',
      first_name: 'Ada',
      last_name: 'Min',
      email: 'ada@example.com',
      roles: ['Admin'],
    });
    expect(response.json().result.user.permissions).toContain('can_write:Dashboard');
    const cookie = response.cookies.find((c) => c.name === 'session')!;
    const me = await t.app.inject({ url: '/api/v1/me/', headers: { cookie: `session=${cookie.value}` } });
    expect(me.json().result.username).toBe('root');

    const after = await t.app.inject({ url: '/api/v1/bootstrap/' });
    expect(after.json().result.needs_setup).toBe(false);
  });

  it('answers 403 once any user exists, even for a signed-in admin', async () => {
    expect((await setup(admin)).statusCode).toBe(201);
    const again = await setup({ ...admin, username: 'second' });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: 'Forbidden' });
    const { headers } = await t.signIn('root');
    expect((await setup({ ...admin, username: 'third' }, headers)).statusCode).toBe(403);
    const { count } = await t.deps.db
      .selectFrom('ab_user')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });

  it('lets only one of two simultaneous setups through', async () => {
    const results = await Promise.all([setup(admin), setup({ ...admin, username: 'other' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
  });

  it('answers 422 with field errors for invalid values and writes nothing', async () => {
    const response = await setup({ username: '  ', password: '', email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().message).sort()).toEqual(['email', 'password', 'username']);
    expect(response.json().message.username).toEqual(['Username is required.']);
    expect((await t.app.inject({ url: '/api/v1/bootstrap/' })).json().result.needs_setup).toBe(true);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/setup/',
      headers: { 'content-type': 'application/json' },
      payload: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const array = await setup([1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ message: 'Request is not JSON' });
  });
});
