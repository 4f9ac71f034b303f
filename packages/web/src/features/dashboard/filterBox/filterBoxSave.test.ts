import { describe, expect, it } from 'vitest';
import { dashboardFilterAction } from '../state/dashboardSlice';
import { metadataForSave } from '../state/saveBody';
import { createDashboardStore } from '../../../appTesting/dashboard/renderDashboard';
import { testDashboard, testSlice } from '../testing/dashboardFixtures';

const box = testSlice(1, {
  viz_type: 'filter_box',
  form_data: { datasource: '1__table', filter_configs: [{ column: 'name' }, { column: 'state' }] },
});

describe('saving a dashboard with a filter box', () => {
  it('stores the box values as default_filters and its scopes as filter_scopes', () => {
    const store = createDashboardStore({ dashboard: testDashboard(), charts: [box] });
    store.dispatch(
      dashboardFilterAction({
        type: 'changeFilter',
        chartId: 1,
        newSelectedValues: { name: ['Amy'] },
        merge: false,
      }),
    );
    const metadata = metadataForSave(store.getState().dashboard);
    expect(JSON.parse(metadata.default_filters as string)).toEqual({ 1: { name: ['Amy'] } });
    expect(metadata.filter_scopes).toEqual({
      1: { name: { scope: ['ROOT_ID'], immune: [] }, state: { scope: ['ROOT_ID'], immune: [] } },
    });
  });

  it('leaves both keys as they were without filter boxes', () => {
    const store = createDashboardStore({ dashboard: testDashboard(), charts: [testSlice(1)] });
    const metadata = metadataForSave(store.getState().dashboard);
    expect(metadata).not.toHaveProperty('filter_scopes');
    expect(metadata).not.toHaveProperty('default_filters');
    // Keys the saved metadata already has are written back unchanged.
    const saved = {
      filter_scopes: { 9: { name: { scope: ['ROOT_ID'], immune: [2] } } },
      default_filters: '{}',
    };
    const withKeys = createDashboardStore({
      dashboard: testDashboard({ json_metadata: JSON.stringify(saved) }),
      charts: [testSlice(1)],
    });
    expect(metadataForSave(withKeys.getState().dashboard)).toMatchObject(saved);
  });
});
