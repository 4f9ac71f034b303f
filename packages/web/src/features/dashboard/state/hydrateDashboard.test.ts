import { chartIdsOf, DASHBOARD_GRID_ID, type BootstrapUser } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { buildHydratedDashboard, preselectedNativeFilters, type HydrationInput } from './hydrateDashboard';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';

const owner = testUser({ id: 7, username: 'owner', roles: ['Alpha'] });
const admin = testUser({ id: 1, username: 'admin', roles: ['Admin'] });
const gamma = testUser({ id: 9, username: 'gamma', roles: ['Gamma'], permissions: ['can_read:Dashboard'] });

function hydrate(overrides: Partial<HydrationInput> = {}, user: BootstrapUser | null = owner) {
  return buildHydratedDashboard({
    dashboard: testDashboard(),
    charts: [testSlice(1), testSlice(2), testSlice(3)],
    user,
    search: '',
    ...overrides,
  });
}

describe('buildHydratedDashboard', () => {
  it('builds dashboard info with the permission flags and the user id as a string', () => {
    const { info } = hydrate();
    expect(info).toMatchObject({
      id: 5,
      dashboard_title: 'Sales',
      userId: '7',
      dash_edit_perm: true,
      dash_save_perm: true,
      dash_share_perm: true,
      superset_can_explore: true,
      superset_can_share: true,
      superset_can_csv: true,
      slice_can_edit: true,
    });
    expect(hydrate({}, null).info.userId).toBeNull();
  });

  it('grants edit permission to owners and admins with can_write on Dashboard, not to others', () => {
    expect(hydrate({}, owner).info.dash_edit_perm).toBe(true);
    expect(hydrate({}, admin).info.dash_edit_perm).toBe(true);
    expect(hydrate({}, testUser({ id: 8, username: 'other', roles: ['Alpha'] })).info.dash_edit_perm).toBe(
      false,
    );
    const gammaInfo = hydrate({}, gamma).info;
    expect(gammaInfo.dash_edit_perm).toBe(false);
    expect(gammaInfo.superset_can_csv).toBe(false);
  });

  it('opens edit mode only with ?edit=true and edit permission', () => {
    expect(hydrate({ search: '?edit=true' }).dashboardState.editMode).toBe(true);
    expect(hydrate({ search: '' }).dashboardState.editMode).toBe(false);
    expect(hydrate({ search: '?edit=false' }).dashboardState.editMode).toBe(false);
    expect(hydrate({ search: '?edit=true' }, gamma).dashboardState.editMode).toBe(false);
  });

  it('sets the dashboard state, datasets still loading', () => {
    const { dashboardState } = hydrate();
    expect(dashboardState).toMatchObject({
      sliceIds: [1, 2, 3],
      refreshFrequency: 300,
      colorScheme: 'supersetColors',
      colorNamespace: 'sales',
      css: '.x { color: red; }',
      isPublished: true,
      hasUnsavedChanges: false,
      maxUndoHistoryExceeded: false,
      datasetsStatus: 'loading',
      expandedSlices: { 2: true },
      activeTabs: [],
      directPathToChild: [],
      filterboxMigrationState: 'noop',
      fullSizeChartId: null,
    });
    expect(dashboardState.lastModifiedTime).toBe(Date.parse('2024-03-01T10:00:00Z') / 1000);
  });

  it('keeps the saved layout and appends the charts it misses into a new row of the grid', () => {
    const { layout } = hydrate();
    expect(chartIdsOf(layout)).toEqual([1, 2, 3]);
    const grid = layout[DASHBOARD_GRID_ID]!;
    expect(grid.children).toHaveLength(2);
    const appendedRow = layout[grid.children[1]!]!;
    expect(appendedRow.children.map((id) => layout[id]!.meta.chartId)).toEqual([2, 3]);
    expect(layout[appendedRow.children[0]!]!.meta).toMatchObject({
      width: 4,
      height: 50,
      sliceName: 'Chart 2',
    });
  });

  it('starts from an empty layout when position_json is missing', () => {
    const { layout } = hydrate({ dashboard: testDashboard({ position_json: null }) });
    expect(chartIdsOf(layout)).toEqual([1, 2, 3]);
  });

  it('gives every chart a chart state that waits for its query, with the saved form data', () => {
    const { charts, slices } = hydrate();
    expect(Object.keys(charts)).toEqual(['1', '2', '3']);
    expect(charts[2]).toMatchObject({
      chartStatus: 'loading',
      triggerQuery: true,
      sliceFormData: { slice_id: 2 },
    });
    expect(slices[3]!.slice_name).toBe('Chart 3');
  });

  it('keeps native filters preselected by the URL', () => {
    const search = `?native_filters=${encodeURIComponent('(NATIVE_FILTER-a:(filterState:(value:!(CA))))')}`;
    expect(hydrate({ search }).dashboardState.preselectNativeFilters).toEqual({
      'NATIVE_FILTER-a': { filterState: { value: ['CA'] } },
    });
    expect(preselectedNativeFilters(new URLSearchParams('native_filters=(((broken'))).toEqual({});
  });

  it("restores a permalink's tabs, anchor, data mask and URL parameters", () => {
    const { layout } = hydrate();
    const chartNode = layout[layout[layout[DASHBOARD_GRID_ID]!.children[0]!]!.children[0]!]!;
    const hydrated = hydrate({
      permalink: {
        activeTabs: ['TAB-1'],
        anchor: 'CHART-one',
        dataMask: { 'NATIVE_FILTER-a': { filterState: { value: 1 } } },
        urlParams: [['edit', 'true']],
      },
    });
    expect(chartNode.id).toBe('CHART-one');
    expect(hydrated.dashboardState.activeTabs).toEqual(['TAB-1']);
    expect(hydrated.dashboardState.directPathToChild).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-one', 'CHART-one']);
    expect(hydrated.dashboardState.editMode).toBe(true);
  });

  describe('data masks', () => {
    const country = {
      id: 'NATIVE_FILTER-a',
      type: 'NATIVE_FILTER',
      name: 'Country',
      filterType: 'filter_select',
      targets: [{ datasetId: 1, column: { name: 'country' } }],
      scope: { rootPath: ['ROOT_ID'], excluded: [3] },
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
        filterState: { value: ['FR'] },
      },
    };
    const withFilter = testDashboard({
      json_metadata: JSON.stringify({ native_filter_configuration: [country] }),
    });
    const us = {
      extraFormData: { filters: [{ col: 'country', op: 'IN' as const, val: ['US'] }] },
      filterState: { value: ['US'] },
    };

    it('builds a mask per chart and per native filter, the filter starting from its default', () => {
      const { dataMask, chartExtraFormData } = hydrate({ dashboard: withFilter });
      expect(Object.keys(dataMask).sort()).toEqual(['1', '2', '3', 'NATIVE_FILTER-a']);
      expect(dataMask['1']).toEqual({ id: '1', extraFormData: {}, filterState: {}, ownState: {} });
      expect(dataMask['NATIVE_FILTER-a']!.filterState).toEqual({ value: ['FR'] });
      // The default applies to the charts in the filter's scope only (3 is excluded).
      expect(chartExtraFormData[1]).toEqual(country.defaultDataMask.extraFormData);
      expect(chartExtraFormData[2]).toEqual(country.defaultDataMask.extraFormData);
      expect(chartExtraFormData[3]).toBeUndefined();
    });

    it("restores a permalink's masks, the URL's native_filters winning, and drops unknown filters' masks", () => {
      const permalink = {
        activeTabs: [],
        anchor: null,
        dataMask: { 'NATIVE_FILTER-a': us, 'NATIVE_FILTER-gone': us, '2': { filterState: { value: ['x'] } } },
        urlParams: [],
      };
      const fromPermalink = hydrate({ dashboard: withFilter, permalink });
      expect(fromPermalink.dataMask['NATIVE_FILTER-a']!.filterState).toEqual({ value: ['US'] });
      expect(fromPermalink.dataMask['2']!.filterState).toEqual({ value: ['x'] });
      expect(fromPermalink.dataMask['NATIVE_FILTER-gone']).toBeUndefined();
      expect(fromPermalink.chartExtraFormData[1]).toEqual(us.extraFormData);

      const search = `?native_filters=${encodeURIComponent(
        '(NATIVE_FILTER-a:(extraFormData:(filters:!((col:country,op:IN,val:!(DE)))),filterState:(value:!(DE))))',
      )}`;
      const fromUrl = hydrate({ dashboard: withFilter, permalink, search });
      expect(fromUrl.dataMask['NATIVE_FILTER-a']!.filterState).toEqual({ value: ['DE'] });
      expect(fromUrl.chartExtraFormData[2]).toEqual({ filters: [{ col: 'country', op: 'IN', val: ['DE'] }] });
    });
  });

  it('reads a #anchor from the URL when no permalink names one, ignoring unknown ids', () => {
    expect(hydrate({ hash: '#CHART-one' }).dashboardState.directPathToChild.at(-1)).toBe('CHART-one');
    expect(hydrate({ hash: '#CHART-nowhere' }).dashboardState.directPathToChild).toEqual([]);
  });

  it('takes the hydrated state as the baseline Discard returns to', () => {
    const hydrated = hydrate();
    expect(hydrated.saved).toMatchObject({
      layout: hydrated.layout,
      css: '.x { color: red; }',
      colorScheme: 'supersetColors',
      refreshFrequency: 300,
      sliceIds: [1, 2, 3],
    });
  });
});
