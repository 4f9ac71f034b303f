// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishDataMask } from '../dataMaskThunks';
import { testDashboard, testSlice, testUser } from '../../testing/dashboardFixtures';
import {
  createDashboardStore,
  renderDashboardUi,
  stubDashboardApi,
} from '../../../../appTesting/dashboard/renderDashboard';
import { loadDashboard } from '../../state/dashboardThunks';
import { urlStateMessages } from './messages';
import { COUNTRY, countryFilterMetadata as metadata, countryMask } from './urlStateTestSetup';
import { useFilterStateUrlSync } from './useFilterStateUrlSync';

const user = testUser({ id: 7, username: 'owner' });
const dashboard = testDashboard({ json_metadata: JSON.stringify(metadata) });

function SyncHarness() {
  useFilterStateUrlSync();
  return null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('filter state in the URL', () => {
  it('writes applied masks: POST once, then PUT under the same key, the key in the URL with the other params', async () => {
    const server = stubDashboardApi({
      'POST /api/v1/dashboard/5/filter_state': () => ({ status: 201, body: { key: 'k1' } }),
      'PUT /api/v1/dashboard/5/filter_state/k1': () => ({ body: { key: 'k1' } }),
    });
    const { store, router } = renderDashboardUi(<SyncHarness />, {
      user,
      dashboard,
      charts: [testSlice(1)],
      url: `/dashboard/sales/?activeTabs=TAB-1&native_filters=${encodeURIComponent(`(${COUNTRY}:(filterState:(value:!(DE))))`)}`,
    });
    // Hydration itself writes nothing.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.calls.filter((c) => c.path.includes('filter_state'))).toEqual([]);

    store.dispatch(publishDataMask(COUNTRY, countryMask(['FR'])));
    await waitFor(() => expect(router.state.location.search).toContain('native_filters_key=k1'), {
      timeout: 2000,
    });
    expect(new URLSearchParams(router.state.location.search).get('activeTabs')).toBe('TAB-1');
    // The preselection would win over the key on reload: it leaves the URL.
    expect(new URLSearchParams(router.state.location.search).has('native_filters')).toBe(false);
    const posted = server.bodies.get('POST /api/v1/dashboard/5/filter_state') as { value: string };
    expect(JSON.parse(posted.value)[COUNTRY]).toMatchObject(countryMask(['FR']));

    store.dispatch(publishDataMask(COUNTRY, countryMask(['DE'])));
    await waitFor(() => expect(server.bodies.has('PUT /api/v1/dashboard/5/filter_state/k1')).toBe(true), {
      timeout: 2000,
    });
    const put = server.bodies.get('PUT /api/v1/dashboard/5/filter_state/k1') as { value: string };
    expect(JSON.parse(put.value)[COUNTRY].filterState).toEqual({ value: ['DE'] });
    expect(server.calls.filter((c) => c.method === 'POST' && c.path.includes('filter_state'))).toHaveLength(
      1,
    );

    // The same masks again: nothing is written.
    const writes = server.calls.length;
    store.dispatch(publishDataMask(COUNTRY, countryMask(['DE'])));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.calls.length).toBe(writes);
  });
});

describe('filter state in the URL, under a key the user may not write', () => {
  it('stores a new key by POST when the PUT is refused', async () => {
    const server = stubDashboardApi({
      'PUT /api/v1/dashboard/5/filter_state/theirs': () => ({ status: 403, body: { message: 'Forbidden' } }),
      'POST /api/v1/dashboard/5/filter_state': () => ({ status: 201, body: { key: 'mine' } }),
    });
    const { store, router } = renderDashboardUi(<SyncHarness />, {
      user,
      dashboard,
      charts: [testSlice(1)],
      url: '/dashboard/sales/?native_filters_key=theirs',
    });
    store.dispatch(publishDataMask(COUNTRY, countryMask(['FR'])));
    await waitFor(() => expect(router.state.location.search).toBe('?native_filters_key=mine'), {
      timeout: 2000,
    });
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/v1/dashboard/5/filter_state/theirs',
        'POST /api/v1/dashboard/5/filter_state',
      ]),
    );
  });
});

describe('loading with native_filters_key', () => {
  function setup(filterState: () => { status?: number; body: unknown }) {
    stubDashboardApi({
      'GET /api/v1/dashboard/5': () => ({ body: { result: dashboard } }),
      'GET /api/v1/dashboard/5/charts': () => ({ body: { result: [testSlice(1)] } }),
      'GET /api/v1/dashboard/5/datasets': () => ({ body: { result: [] } }),
      'GET /api/v1/dashboard/5/filter_state/abc': filterState,
    });
    return createDashboardStore({ user });
  }

  it('restores the stored masks before the charts query', async () => {
    const crossFilter = {
      extraFormData: { filters: [{ col: 'city', op: 'IN' as const, val: ['Paris'] }] },
      filterState: { value: ['Paris'] },
    };
    const store = setup(() => ({
      body: { value: JSON.stringify({ [COUNTRY]: countryMask(['FR']), 1: crossFilter }) },
    }));
    await store.dispatch(loadDashboard({ idOrSlug: '5', search: '?native_filters_key=abc' }));
    const { dashboard: state } = store.getState();
    expect(state.status).toBe('ready');
    expect(state.dataMask[COUNTRY]?.filterState).toEqual({ value: ['FR'] });
    expect(state.dataMask[1]).toMatchObject(crossFilter);
    expect(state.chartExtraFormData[1]?.filters).toEqual([{ col: 'country', op: 'IN', val: ['FR'] }]);
    expect(state.toast).toBeNull();
  });

  it('lets the URL native_filters win over the stored masks', async () => {
    const store = setup(() => ({ body: { value: JSON.stringify({ [COUNTRY]: countryMask(['FR']) }) } }));
    const preselect = `(${COUNTRY}:(filterState:(value:!(DE))))`;
    await store.dispatch(
      loadDashboard({
        idOrSlug: '5',
        search: `?native_filters_key=abc&native_filters=${encodeURIComponent(preselect)}`,
      }),
    );
    expect(store.getState().dashboard.dataMask[COUNTRY]?.filterState).toEqual({ value: ['DE'] });
  });

  it('opens an unknown or expired key with the default filters and a warning, not an error page', async () => {
    const store = setup(() => ({ status: 404, body: { message: 'Not found' } }));
    await store.dispatch(loadDashboard({ idOrSlug: '5', search: '?native_filters_key=abc' }));
    const { dashboard: state } = store.getState();
    expect(state.status).toBe('ready');
    expect(state.dataMask[COUNTRY]?.filterState).toEqual({});
    expect(state.toast).toMatchObject({ text: urlStateMessages.filterStateNotFound, level: 'warning' });
  });
});
