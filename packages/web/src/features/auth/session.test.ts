import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../platform/apiClient';
import { safeNextPath, signIn } from './session';

describe('safeNextPath', () => {
  it('keeps app paths and refuses other sites and auth pages', () => {
    expect(safeNextPath('/chart/list/?x=1')).toBe('/chart/list/?x=1');
    expect(safeNextPath('//evil.example.com')).toBe('/');
    expect(safeNextPath('https://evil.example.com')).toBe('/');
    expect(safeNextPath('/login')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});

describe('signIn', () => {
  it('uses the bootstrap object the session call returns and fetches a fresh CSRF token afterwards', async () => {
    const urls: string[] = [];
    let tokens = 0;
    const client = new ApiClient(async (url, init) => {
      urls.push(`${init?.method ?? 'GET'} ${url}`);
      const body =
        url === '/api/v1/security/csrf_token/'
          ? { result: `t${++tokens}` }
          : {
              result: {
                user: { id: 1, username: 'admin', roles: ['Admin'], permissions: [] },
                needs_setup: false,
              },
            };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const bootstrap = await signIn(client, 'admin', 'secret-pass');
    expect(bootstrap.user?.username).toBe('admin');
    await client.request({ url: '/api/v1/chart/1', method: 'DELETE' });
    // No token before sign-in (the server exempts it; anonymous token requests would answer 401).
    expect(urls).toEqual([
      'POST /api/v1/security/session/',
      'GET /api/v1/security/csrf_token/',
      'DELETE /api/v1/chart/1',
    ]);
  });
});
