// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterBoxMigrationBanner } from './FilterBoxMigrationBanner';
import { renderFilterBoxDashboard } from '../../../appTesting/dashboard/filterBoxTestSetup';
import { filterBoxMessages as messages } from './messages';
import { isFilterBoxMigrationSnoozed } from './migrationSession';
import { useNativeFiltersShown } from './useNativeFiltersShown';

/** Shows whether the native filter bar would show. */
function NativeFiltersShownProbe() {
  return <span data-testid="native-filters-shown">{String(useNativeFiltersShown())}</span>;
}
const nativeFiltersShown = () => screen.getByTestId('native-filters-shown').textContent;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const metadata = { default_filters: JSON.stringify({ 10: { name: ['Cy'] } }) };
const putAnswer = () => ({ body: { id: 5, result: { json_metadata: '{}' } } });
const renderBanner = (featureFlags?: Record<string, boolean>) =>
  renderFilterBoxDashboard({
    metadata,
    top: (
      <>
        <FilterBoxMigrationBanner />
        <NativeFiltersShownProbe />
      </>
    ),
    handlers: { 'PUT /api/v1/dashboard/5': putAnswer },
    featureFlags,
  });
const button = (name: string) => screen.getByRole('button', { name });

describe('filter-box migration banner', () => {
  it('reviews: native filters built from the box replace it, until Cancel goes back', async () => {
    const { store, sent } = renderBanner();
    // The banner the other cases expect gone is found by this test id.
    expect(screen.getByTestId('filter-box-migration').textContent).toContain(messages.bannerTitle);
    await waitFor(() => expect(sent.length).toBe(3));

    fireEvent.click(button(messages.review));
    const dashboard = () => store.getState().dashboard;
    expect(dashboard().dashboardState.filterboxMigrationState).toBe('reviewing');
    const built = dashboard().info!.metadata.native_filter_configuration as { id: string; name: string }[];
    expect(built.map((f) => f.name)).toEqual(['name']);
    // The built filter's default mask carries the box's value; the box itself no longer filters.
    expect(dashboard().dataMask[built[0]!.id]?.filterState).toEqual({ value: ['Cy'] });
    expect(dashboard().chartExtraFormData[1]?.filters?.map((f) => f.val)).toEqual([['Cy']]);
    expect(screen.getByTestId('filter-box-migration').textContent).toContain(messages.reviewingTitle);

    fireEvent.click(button(messages.cancel));
    expect(dashboard().dashboardState.filterboxMigrationState).toBe('noop');
    expect(dashboard().info!.metadata.native_filter_configuration).toBeUndefined();
    expect(dashboard().dataMask[built[0]!.id]).toBeUndefined();
  });

  it('saves the reviewed filters as native_filter_configuration, then is converted', async () => {
    const { store, server } = renderBanner();
    fireEvent.click(button(messages.review));
    fireEvent.click(button(messages.save));
    await waitFor(() =>
      expect(store.getState().dashboard.dashboardState.filterboxMigrationState).toBe('converted'),
    );
    const body = server.bodies.get('PUT /api/v1/dashboard/5') as { json_metadata: string };
    const saved = JSON.parse(body.json_metadata) as { native_filter_configuration: { filterType: string }[] };
    expect(saved.native_filter_configuration.map((f) => f.filterType)).toEqual(['filter_select']);
    expect(screen.queryByTestId('filter-box-migration')).toBeNull();
  });

  it('snoozes for the session, hiding the native filters', () => {
    const { store } = renderBanner();
    expect(nativeFiltersShown()).toBe('true');
    fireEvent.click(button(messages.snooze));
    expect(store.getState().dashboard.dashboardState.filterboxMigrationState).toBe('snoozed');
    expect(isFilterBoxMigrationSnoozed(5)).toBe(true);
    expect(nativeFiltersShown()).toBe('false');
    expect(screen.queryByTestId('filter-box-migration')).toBeNull();
  });

  it('offers nothing with DASHBOARD_NATIVE_FILTERS off', () => {
    renderBanner({ DASHBOARD_NATIVE_FILTERS: false });
    expect(screen.queryByTestId('filter-box-migration')).toBeNull();
  });
});
