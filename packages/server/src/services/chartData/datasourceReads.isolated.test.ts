import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAuthUser } from '../../authz/loadAuthUser.js';
import type { AuthUser } from '../../appDeps.js';
import {
  saveSalesChart,
  salesByRegion,
  seedChartDataContent,
  type ChartDataContent,
} from '../../testing/chartDataTestContent.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { loadChartDataSource } from './chartDataSource.js';
import type * as ChartDataSourceModule from './chartDataSource.js';
import { columnValues, datasetSamples } from './chartDataRequests.js';
import { runChartData } from './chartDataService.js';

// Every read of a datasource from the metadata store goes through loadChartDataSource: counted here.
vi.mock('./chartDataSource.js', async (importOriginal) => {
  const original = await importOriginal<typeof ChartDataSourceModule>();
  return { ...original, loadChartDataSource: vi.fn(original.loadChartDataSource) };
});

let t: TestApp;
let content: ChartDataContent;
let admin: AuthUser;
let annotationChartId: number;

beforeAll(async () => {
  t = await createTestApp({ sqlite: true });
  content = await seedChartDataContent(t);
  admin = (await loadAuthUser(t.deps.db, (await t.signIn('admin')).user.id))!;
  annotationChartId = await saveSalesChart(t, content, 'Totals by day', {
    datasource: { id: content.salesId, type: 'table' },
    queries: [{ columns: ['ds'], metrics: ['total'], orderby: [['ds', true]] }],
  });
});
afterAll(() => t?.close());
beforeEach(() => {
  vi.mocked(loadChartDataSource).mockClear();
});

/** How often each datasource was read from the store since the test began. */
const readsPerDatasource = () =>
  vi.mocked(loadChartDataSource).mock.calls.reduce<Record<number, number>>((counts, [, id]) => {
    counts[id] = (counts[id] ?? 0) + 1;
    return counts;
  }, {});

describe('datasource reads per chart-data request', () => {
  it('column values: the endpoint checks the column on the datasource the pipeline then uses', async () => {
    expect(await columnValues(t.deps, admin, 'table', content.salesId, 'region', {})).toEqual([
      'east',
      'north',
      'south',
    ]);
    expect(readsPerDatasource()).toEqual({ [content.salesId]: 1 });
  });

  it('annotation layers: the access check and the annotation chart’s run share one read', async () => {
    const body = salesByRegion(content.salesId, {
      annotation_layers: [
        {
          name: 'Daily',
          annotationType: 'EVENT',
          sourceType: 'table',
          value: annotationChartId,
          overrides: { time_range: null },
          show: true,
        },
      ],
    });
    // force: the annotation chart runs too (a cached answer would carry its data without running it).
    const { response } = await runChartData(t.deps, admin, { body, force: true });
    if (response.kind !== 'json') throw new Error('expected JSON');
    const [result] = response.body.result;
    expect(result?.['annotation_data']).toMatchObject({ Daily: { records: expect.any(Array) } });
    expect(readsPerDatasource()).toEqual({ [content.salesId]: 1 });
  });

  it('samples: one read', async () => {
    await datasetSamples(t.deps, admin, content.salesId, true, {});
    expect(readsPerDatasource()).toEqual({ [content.salesId]: 1 });
  });
});
