import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser(['Gamma', 'sql_lab'], 'gina');
});
afterAll(() => t.close());

describe('GET /api/v1/me/', () => {
  it('returns the signed-in user', async () => {
    const { headers, user } = await t.signIn('gina');
    const response = await t.app.inject({ url: '/api/v1/me/', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        id: user.id,
        username: 'gina',
        first_name: 'Test',
        last_name: 'Gamma sql_lab',
        email: 'gina@example.com',
        is_active: true,
        is_anonymous: false,
      },
    });
  });

  it('answers 401 when anonymous', async () => {
    const response = await t.app.inject({ url: '/api/v1/me/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  it('answers 401 for a deactivated user', async () => {
    const user = await t.createUser('Alpha', 'gone');
    const { headers } = await t.signIn('gone');
    await t.deps.db.updateTable('ab_user').set({ active: 0 }).where('id', '=', user.id).execute();
    expect((await t.app.inject({ url: '/api/v1/me/', headers })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/me/roles/', () => {
  it('adds roles with their (permission, view) pairs', async () => {
    const { headers } = await t.signIn('gina');
    const response = await t.app.inject({ url: '/api/v1/me/roles/', headers });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.username).toBe('gina');
    expect(Object.keys(result.roles).sort()).toEqual(['Gamma', 'sql_lab']);
    expect(result.roles.Gamma).toContainEqual(['can_read', 'Chart']);
    expect(result.roles.sql_lab).toContainEqual(['can_read', 'SQLLab']);
    expect(result.roles.Gamma).not.toContainEqual(['can_write', 'Dataset']);
  });

  it('answers 401 when anonymous', async () => {
    expect((await t.app.inject({ url: '/api/v1/me/roles/' })).statusCode).toBe(401);
  });
});
