import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
let admin: Record<string, string>;
let alpha: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).headers;
  await t.createUser('Alpha', 'al');
  alpha = (await t.signIn('al')).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('/api/v1/security/roles/', () => {
  it('creates, renames, lists and deletes a role, and sets its permissions', async () => {
    const created = await call('POST', '/api/v1/security/roles/', { name: 'Analysts' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual({ id, result: { name: 'Analysts' } });
    expect((await call('POST', '/api/v1/security/roles/', { name: 'Analysts' })).statusCode).toBe(422);

    const renamed = await call('PUT', `/api/v1/security/roles/${id}`, { name: 'Readers' });
    expect(renamed.json()).toEqual({ id, result: { name: 'Readers' } });
    expect((await call('GET', `/api/v1/security/roles/${id}`)).json().result).toEqual({
      id,
      name: 'Readers',
    });
    const list = await call('GET', '/api/v1/security/roles/');
    expect(list.json().result.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Admin', 'Alpha', 'Gamma', 'Public', 'sql_lab', 'Readers']),
    );

    const pairs = await call(
      'GET',
      '/api/v1/security/permissions-resources/?q=(filters:!((col:permission.name,opr:eq,value:can_read),(col:view_menu.name,opr:eq,value:Chart)))',
    );
    expect(pairs.json().result).toEqual([
      { id: expect.any(Number), permission: { name: 'can_read' }, view_menu: { name: 'Chart' } },
    ]);
    const pairId = pairs.json().result[0].id as number;
    const set = await call('POST', `/api/v1/security/roles/${id}/permissions`, {
      permission_view_menu_ids: [pairId],
    });
    expect(set.json()).toEqual({ result: { permission_view_menu_ids: [pairId] } });
    expect((await call('GET', `/api/v1/security/roles/${id}/permissions/`)).json()).toEqual({
      result: [{ id: pairId, permission_name: 'can_read', view_menu_name: 'Chart' }],
    });
    const unknown = await call('POST', `/api/v1/security/roles/${id}/permissions`, {
      permission_view_menu_ids: [987654],
    });
    expect(unknown.statusCode).toBe(422);

    expect((await call('DELETE', `/api/v1/security/roles/${id}`)).json()).toEqual({ message: 'OK' });
    expect((await call('GET', `/api/v1/security/roles/${id}`)).statusCode).toBe(404);
  });

  it('keeps built-in roles and answers 400, 401, 403 and 404 as the rest of the API does', async () => {
    const list = await call('GET', '/api/v1/security/roles/');
    const gamma = list.json().result.find((r: { name: string }) => r.name === 'Gamma');
    expect((await call('PUT', `/api/v1/security/roles/${gamma.id}`, { name: 'Viewers' })).statusCode).toBe(
      422,
    );
    expect((await call('DELETE', `/api/v1/security/roles/${gamma.id}`)).statusCode).toBe(422);
    expect((await call('POST', '/api/v1/security/roles/', { name: '' })).statusCode).toBe(422);
    expect(
      (await call('GET', '/api/v1/security/permissions-resources/?q=(filters:!((col:id,opr:eq,value:1)))'))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/security/roles/' })).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/security/roles/', undefined, alpha)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/security/roles/', { name: 'X' }, alpha)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/security/roles/abc')).statusCode).toBe(404);
  });
});
