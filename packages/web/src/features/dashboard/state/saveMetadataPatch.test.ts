import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../../testing/fakeServer';
import { testDashboard, testSlice } from '../testing/dashboardFixtures';
import { createDashboardStore, stubDashboardApi } from '../../../appTesting/dashboard/renderDashboard';
import { chartAction, discardChanges, setEditMode, updateDataMask } from './dashboardSlice';
import { saveMetadataPatch } from './saveMetadataPatch';

const ON = { nativeFilters: true, crossFilters: true };

function filter(id: string, defaultValue?: string[]) {
  return {
    id,
    type: 'NATIVE_FILTER',
    name: id,
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'country' } }],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    defaultDataMask: defaultValue
      ? {
          filterState: { value: defaultValue },
          extraFormData: { filters: [{ col: 'country', op: 'IN', val: defaultValue }] },
        }
      : { filterState: {}, extraFormData: {} },
  };
}

const metadata = {
  color_scheme: 'supersetColors',
  label_colors: { boys: '#ff0000' },
  positions: { old: true },
  native_filter_configuration: [filter('NATIVE_FILTER-a', ['FR']), filter('NATIVE_FILTER-b')],
};

const putAnswer =
  (extra: Record<string, unknown> = {}): Handler =>
  () => ({ body: { id: 5, result: { json_metadata: JSON.stringify({ ...sentMetadata(), ...extra }) } } });

let server: ReturnType<typeof stubDashboardApi>;
const sentMetadata = () =>
  JSON.parse(
    (server.bodies.get('PUT /api/v1/dashboard/5') as { json_metadata: string }).json_metadata,
  ) as Record<string, unknown>;

function setup(put: Handler) {
  server = stubDashboardApi({ 'PUT /api/v1/dashboard/5': put });
  return createDashboardStore({
    dashboard: testDashboard({ json_metadata: JSON.stringify(metadata) }),
    charts: [testSlice(1), testSlice(2), testSlice(3)],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('saveMetadataPatch', () => {
  it('PUTs only json_metadata: the patch keys over the current metadata, every other key kept', async () => {
    const store = setup(putAnswer());
    const chartConfiguration = { '1': { id: 1, crossFilters: { scope: 'global' } } };
    const result = await store.dispatch(
      saveMetadataPatch({ chart_configuration: chartConfiguration, global_chart_configuration: undefined }),
    );
    expect(result).toEqual({ ok: true });
    const body = server.bodies.get('PUT /api/v1/dashboard/5') as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['json_metadata']);
    expect(typeof body.json_metadata).toBe('string');
    expect(sentMetadata()).toEqual({ ...metadata, chart_configuration: chartConfiguration });
  });

  it("takes the answer's json_metadata, re-applies colors, and leaves nothing unsaved", async () => {
    const store = setup(putAnswer({ color_scheme: 'bnbColors' }));
    await store.dispatch(saveMetadataPatch({ cross_filters_enabled: false }));
    const { dashboard } = store.getState();
    expect(dashboard.info!.metadata).toMatchObject({
      cross_filters_enabled: false,
      color_scheme: 'bnbColors',
    });
    expect(JSON.parse(dashboard.info!.json_metadata)).toEqual(dashboard.info!.metadata);
    expect(dashboard.dashboardState.colorScheme).toBe('bnbColors');
    expect(dashboard.dashboardState.hasUnsavedChanges).toBe(false);
    expect(dashboard.metadataSave).toBe('idle');
  });

  it('is kept by Discard (the saved baseline takes the new metadata)', async () => {
    const store = setup(putAnswer());
    store.dispatch(setEditMode(true));
    await store.dispatch(saveMetadataPatch({ cross_filters_enabled: false }));
    store.dispatch(discardChanges());
    expect(store.getState().dashboard.info!.metadata.cross_filters_enabled).toBe(false);
  });

  it('rebuilds the masks: removed filters dropped, a changed default reset, the others kept', async () => {
    const store = setup(putAnswer());
    store.dispatch(
      updateDataMask({ id: 'NATIVE_FILTER-a', mask: { filterState: { value: ['DE'] } }, flags: ON }),
    );
    store.dispatch(
      updateDataMask({ id: 'NATIVE_FILTER-b', mask: { filterState: { value: ['IT'] } }, flags: ON }),
    );
    store.dispatch(updateDataMask({ id: '1', mask: { filterState: { value: 'x' } }, flags: ON }));
    await store.dispatch(
      saveMetadataPatch({
        native_filter_configuration: [filter('NATIVE_FILTER-b', ['ES']), filter('NATIVE_FILTER-c', ['PT'])],
      }),
    );
    const masks = store.getState().dashboard.dataMask;
    expect(masks['NATIVE_FILTER-a']).toBeUndefined();
    expect(masks['NATIVE_FILTER-b']!.filterState).toEqual({ value: ['ES'] });
    expect(masks['NATIVE_FILTER-c']!.filterState).toEqual({ value: ['PT'] });
    expect(masks['1']!.filterState).toEqual({ value: 'x' });
  });

  it("re-merges the charts' filters with the saved scopes: a chart left out of a cross-filter's scope re-queries", async () => {
    const store = setup(putAnswer());
    const filtersGender = (chartId: number) =>
      !!store.getState().dashboard.chartExtraFormData[chartId]?.filters?.some((f) => f.col === 'gender');
    const clicked = { filters: [{ col: 'gender', op: 'IN' as const, val: ['boy'] }] };
    store.dispatch(updateDataMask({ id: '1', mask: { extraFormData: clicked }, flags: ON }));
    expect([2, 3].map(filtersGender)).toEqual([true, true]);
    store.dispatch(chartAction({ id: 2, action: { type: 'triggerQuery', value: false } }));
    await store.dispatch(
      saveMetadataPatch({
        chart_configuration: {
          '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [1, 2] } } },
        },
      }),
    );
    expect([2, 3].map(filtersGender)).toEqual([false, true]);
    expect(store.getState().dashboard.charts[2]!.triggerQuery).toBe(true);
  });

  it('keeps the mask of a filter whose default did not change', async () => {
    const store = setup(putAnswer());
    store.dispatch(
      updateDataMask({ id: 'NATIVE_FILTER-a', mask: { filterState: { value: ['DE'] } }, flags: ON }),
    );
    await store.dispatch(
      saveMetadataPatch({
        native_filter_configuration: [{ ...filter('NATIVE_FILTER-a', ['FR']), name: 'A' }],
      }),
    );
    expect(store.getState().dashboard.dataMask['NATIVE_FILTER-a']!.filterState).toEqual({ value: ['DE'] });
  });

  it('is saving while the PUT runs, then failed on an error answer, the metadata unchanged', async () => {
    const store = setup(() => ({ status: 500, body: { message: 'Boom' } }));
    const pending = store.dispatch(saveMetadataPatch({ cross_filters_enabled: false }));
    expect(store.getState().dashboard.metadataSave).toBe('saving');
    const result = await pending;
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.error).toContain('Boom');
    const { dashboard } = store.getState();
    expect(dashboard.metadataSave).toBe('failed');
    expect(dashboard.info!.metadata.cross_filters_enabled).toBeUndefined();
  });
});
