import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../platform/apiClient';
import { getPrefetched } from '../../../platform/prefetch';
import { dashboardUrls, prefetchDashboard, vizTypesOf } from './dashboardUrls';

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
    prefetchDashboard('sales', () => Promise.resolve());
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

  it("loads the drawing code of the charts' types once the charts' answer names them", async () => {
    const charts = { result: [{ viz_type: 'pie' }, { viz_type: 'table' }, { id: 3 }] };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        Promise.resolve(
          new Response(JSON.stringify(input.endsWith('/charts') ? charts : {}), { status: 200 }),
        ),
      ),
    );
    const preloaded: string[][] = [];
    prefetchDashboard('sales', (vizTypes) => {
      preloaded.push(vizTypes);
      return Promise.resolve();
    });
    await vi.waitFor(() => expect(preloaded).toEqual([['pie', 'table']]));
    expect(vizTypesOf({ result: 'not a list' })).toEqual([]);
  });
});
