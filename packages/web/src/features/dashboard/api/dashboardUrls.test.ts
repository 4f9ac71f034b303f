import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../app/apiClient';
import { getPrefetched } from '../../../app/prefetch';
import { dashboardUrls, prefetchDashboard } from './dashboardUrls';

afterEach(() => {
  vi.unstubAllGlobals();
  apiClient.resetCsrfToken();
});

describe("the dashboard route's prefetch", () => {
  it("asks at navigation for the dashboard's three GETs and the CSRF token its chart POSTs need", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        urls.push(input);
        return Promise.resolve(new Response(JSON.stringify({ result: 'token' }), { status: 200 }));
      }),
    );
    prefetchDashboard('sales');
    expect(urls.sort()).toEqual(
      [
        '/api/v1/dashboard/sales',
        '/api/v1/dashboard/sales/charts',
        '/api/v1/dashboard/sales/datasets',
        '/api/v1/security/csrf_token/',
      ].sort(),
    );
    // The page takes the answers instead of asking again.
    await Promise.all(Object.values(dashboardUrls).map((url) => getPrefetched(url('sales'))));
    expect(urls).toHaveLength(4);
  });
});
