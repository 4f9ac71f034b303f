// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../../../testing/fakeServer';
import DashboardPage from '../../DashboardPage';
import { testDashboard, testSlice, testUser } from '../../testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from '../../../../appTesting/dashboard/renderDashboard';
import { publishDataMask } from '../dataMaskThunks';
import { urlStateMessages } from './messages';
import { COUNTRY, countryFilterMetadata as metadata, countryMask } from './urlStateTestSetup';

function renderPage(url: string, handlers: Record<string, Handler>) {
  const server = stubDashboardApi({
    'GET /api/v1/dashboard/5': () => ({
      body: { result: testDashboard({ json_metadata: JSON.stringify(metadata) }) },
    }),
    'GET /api/v1/dashboard/5/charts': () => ({ body: { result: [testSlice(1)] } }),
    'GET /api/v1/dashboard/5/datasets': () => ({ body: { result: [] } }),
    'POST /api/v1/chart/data': () => ({ body: { result: [] } }),
    'POST /superset/log/': () => ({ body: { message: 'OK' } }),
    'GET /api/v1/dashboard/5/filtersets': () => ({ body: { count: 0, ids: [], result: [] } }),
    ...handlers,
  });
  const rendered = renderDashboardUi(<DashboardPage />, {
    user: testUser({ id: 7, username: 'owner' }),
    url,
  });
  return { server, ...rendered };
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dashboard page and its filter state key', () => {
  it('opens with the masks of native_filters_key and keeps writing under that key', async () => {
    const { server, store, router } = renderPage('/dashboard/5/?native_filters_key=abc', {
      'GET /api/v1/dashboard/5/filter_state/abc': () => ({
        body: { value: JSON.stringify({ [COUNTRY]: countryMask(['FR']) }) },
      }),
      'PUT /api/v1/dashboard/5/filter_state/abc': () => ({ body: { key: 'abc' } }),
    });
    await screen.findByTestId('dashboard-page');
    expect(store.getState().dashboard.dataMask[COUNTRY]?.filterState).toEqual({ value: ['FR'] });

    act(() => void store.dispatch(publishDataMask(COUNTRY, countryMask(['DE']))));
    await waitFor(() => expect(server.bodies.get('PUT /api/v1/dashboard/5/filter_state/abc')).toBeDefined(), {
      timeout: 2000,
    });
    // The new selection, not the one the key was opened with.
    const written = server.bodies.get('PUT /api/v1/dashboard/5/filter_state/abc') as { value: string };
    expect(JSON.parse(written.value)[COUNTRY].filterState).toEqual({ value: ['DE'] });
    expect(server.calls.some((call) => call.method === 'POST' && call.path.endsWith('filter_state'))).toBe(
      false,
    );
    expect(new URLSearchParams(router.state.location.search).get('native_filters_key')).toBe('abc');
  });

  it('opens an expired key with the default filters and a warning instead of an error page', async () => {
    renderPage('/dashboard/5/?native_filters_key=gone', {
      'GET /api/v1/dashboard/5/filter_state/gone': () => ({ status: 404, body: { message: 'Not found' } }),
    });
    await screen.findByTestId('dashboard-page');
    expect(await screen.findByText(urlStateMessages.filterStateNotFound)).toBeTruthy();
    expect(document.querySelector('.ant-message-warning')?.textContent).toBe(
      urlStateMessages.filterStateNotFound,
    );
  });
});
