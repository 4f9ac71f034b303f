/**
 * The filter configuration modal against a stubbed API: dataset 1 'sales' (columns region, amount, ds;
 * metric count) listed by `GET /api/v1/dataset/`, and a chart data endpoint answering region values for
 * the default value preview. Tests only.
 */
import type { NativeFilterConfigurationItem } from '@sightline/core';
import { vi } from 'vitest';
import { testDashboard, testSlice, testUser } from '../../features/dashboard/testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from './renderDashboard';
import type { MetadataSaveResult } from '../../features/dashboard/state/saveMetadataPatch';
import { FilterConfigModal } from '../../features/dashboard/filters/config/FilterConfigModal';

export const SALES_DATASET = {
  id: 1,
  table_name: 'sales',
  columns: [
    { column_name: 'region', type_generic: 1, is_dttm: false },
    { column_name: 'amount', type_generic: 0, is_dttm: false },
    { column_name: 'ds', type_generic: 2, is_dttm: true },
  ],
  metrics: [{ metric_name: 'count' }],
};

export const REGIONS = ['EMEA', 'APAC'];

export function stubFilterConfigApi(extra: Parameters<typeof stubDashboardApi>[0] = {}) {
  return stubDashboardApi({
    'GET /api/v1/dataset/': () => ({
      body: { count: 1, ids: [1], result: [{ id: 1, table_name: 'sales' }] },
    }),
    'GET /api/v1/dataset/1': () => ({ body: { id: 1, result: SALES_DATASET } }),
    'GET /datasource/get/table/1/': () => ({
      body: { ...SALES_DATASET, uid: '1__table', type: 'table', datasource_name: 'sales' },
    }),
    'POST /api/v1/chart/data': () => ({
      body: {
        result: [
          {
            colnames: ['region', 'count'],
            coltypes: [1, 0],
            data: REGIONS.map((region) => ({ region, count: 1 })),
            rowcount: REGIONS.length,
          },
        ],
      },
    }),
    ...extra,
  });
}

/** Renders the modal (inside a hydrated dashboard store) with spies for save and close. */
export function renderFilterConfigModal(
  items: readonly NativeFilterConfigurationItem[],
  save: MetadataSaveResult = { ok: true },
) {
  const onSave = vi.fn((_config: NativeFilterConfigurationItem[]) => Promise.resolve(save));
  const onClose = vi.fn();
  const rendered = renderDashboardUi(
    <FilterConfigModal initialItems={items} onSave={onSave} onClose={onClose} />,
    { user: testUser({ id: 7, username: 'owner' }), dashboard: testDashboard(), charts: [testSlice(1)] },
  );
  return { ...rendered, onSave, onClose };
}
