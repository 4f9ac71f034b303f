import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rowLimit: 1234, samplesRowLimit: 55 } });
});
afterAll(() => t.close());

describe('GET /api/v1/bootstrap/', () => {
  it('tells an anonymous visitor of a new install to run setup, with flags and limits', async () => {
    const response = await t.app.inject({ url: '/api/v1/bootstrap/' });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.user).toBeNull();
    expect(result.needs_setup).toBe(true);
    expect(result.common.feature_flags).toMatchObject({
      DASHBOARD_NATIVE_FILTERS: true,
      DASHBOARD_CROSS_FILTERS: true,
      UX_BETA: false,
    });
    expect(result.common.conf).toMatchObject({
      ROW_LIMIT: 1234,
      SAMPLES_ROW_LIMIT: 55,
      SQL_MAX_ROW: 50000,
      // How pages read async job events, and how often they poll.
      GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws',
      GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500,
    });
    expect(result.common.flash_messages).toEqual([]);
  });

  it('describes the signed-in user with roles and permissions', async () => {
    await t.createUser('Alpha', 'al');
    const { headers, user } = await t.signIn('al');
    const { result } = (await t.app.inject({ url: '/api/v1/bootstrap/', headers })).json();
    expect(result.needs_setup).toBe(false);
    expect(result.user).toMatchObject({ id: user.id, username: 'al', first_name: 'Test', roles: ['Alpha'] });
    expect(result.user.permissions).toContain('can_write:Chart');
    expect(result.user.permissions).toContain('can_read:Database');
    expect(result.user.permissions).not.toContain('can_write:Database');
  });

  it('says setup is done to anonymous visitors once a user exists', async () => {
    const { result } = (await t.app.inject({ url: '/api/v1/bootstrap/' })).json();
    expect(result).toMatchObject({ user: null, needs_setup: false });
  });
});
