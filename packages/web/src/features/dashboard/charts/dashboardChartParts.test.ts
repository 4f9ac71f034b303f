import { describe, expect, it, vi } from 'vitest';
import { chartRegistry } from '../../charts/chartRegistry';
import { initialChartState } from '../../charts/state/chartState';
import { timedRefreshChartIds } from '../useDashboardRefreshTimer';
import { dataAgeText, isCachedAnswer } from './chartDataAge';
import { exploreChartUrl } from './chartPermalink';
import { holderStatus } from './DashboardChart';
import { ChartQueryMemo } from '../../charts/data/chartQueryMemo';
import { dashboardColorNamespace } from './dashboardColorNamespace';

const memo = new ChartQueryMemo();
const dashboardChartFormData = memo.dashboardFormData.bind(memo);
const dashboardChartQuery = memo.query.bind(memo);

describe('dashboard chart colors', () => {
  it("overrides the chart's color scheme with the dashboard's and adds the dashboard id", () => {
    expect(
      dashboardChartFormData(
        { color_scheme: 'bnbColors', x: 1 },
        { colorScheme: 'd3Category10', dashboardId: 3 },
      ),
    ).toEqual({
      color_scheme: 'd3Category10',
      x: 1,
      dashboardId: 3,
    });
    expect(
      dashboardChartFormData({ color_scheme: 'bnbColors' }, { colorScheme: null, dashboardId: 3 })
        .color_scheme,
    ).toBe('bnbColors');
  });

  it('uses the color namespace of the metadata, else the dashboard id', () => {
    expect(dashboardColorNamespace('sales', 3)).toBe('sales');
    expect(dashboardColorNamespace(null, 3)).toBe('3');
  });
});

describe('a dashboard chart’s form data and query', () => {
  it('are made once for the same saved form data, colors, dashboard and filters', () => {
    const saved = { viz_type: 'big_number_total', datasource: '1__table', metric: 'count' };
    const filters = { filters: [{ col: 'country', op: 'IN' as const, val: ['FR'] }] };
    const context = { colorScheme: null, dashboardId: 3, extraFormData: filters };
    const formData = dashboardChartFormData(saved, context);
    expect(dashboardChartFormData(saved, { ...context })).toBe(formData);
    expect(dashboardChartFormData(saved, { ...context, extraFormData: { ...filters } })).not.toBe(formData);

    const plugin = chartRegistry.get('big_number_total')!;
    const buildQuery = vi.spyOn(plugin, 'buildQuery');
    const query = dashboardChartQuery(plugin, formData);
    expect(dashboardChartQuery(plugin, formData)).toBe(query);
    expect(buildQuery).toHaveBeenCalledTimes(1);
    expect(query).toMatchObject({ queries: [{ filters: [{ col: 'country', op: 'IN', val: ['FR'] }] }] });
    buildQuery.mockRestore();
  });
});

describe('holderStatus', () => {
  it('says waiting until the query starts, then the chart status', () => {
    const chart = initialChartState(1);
    expect(holderStatus(chart)).toBe('waiting');
    expect(holderStatus({ ...chart, triggerQuery: false })).toBe('loading');
    expect(holderStatus({ ...chart, triggerQuery: false, chartStatus: 'rendered' })).toBe('rendered');
    expect(holderStatus(undefined)).toBe('failed');
  });
});

describe('timedRefreshChartIds', () => {
  it('skips the charts the metadata makes immune to timed refresh', () => {
    expect(timedRefreshChartIds([1, 2, 3], [2])).toEqual([1, 3]);
    expect(timedRefreshChartIds([1, 2], undefined)).toEqual([1, 2]);
  });
});

describe('data age', () => {
  const result = { colnames: [], coltypes: [], data: [], rowcount: 0 };
  it('reads the cache time of a cached answer', () => {
    const cached = [{ ...result, is_cached: true, cached_dttm: '2024-01-01T10:00:00' }];
    expect(isCachedAnswer(cached)).toBe(true);
    expect(dataAgeText(cached, null, Date.parse('2024-01-01T10:05:00Z'))).toBe('5 minutes ago');
  });

  it('uses the answer time for a fresh answer', () => {
    expect(isCachedAnswer([result])).toBe(false);
    expect(isCachedAnswer(null)).toBe(false);
    expect(dataAgeText([result], 1_000, 1_000 + 30_000)).toBe('a few seconds ago');
    expect(dataAgeText(null, null)).toBeNull();
  });
});

describe('the explore link of a dashboard chart', () => {
  it('names the chart, the page and the dashboard (for the color scheme note in explore)', () => {
    const url = new URL(exploreChartUrl(12, 'page1', 3), 'http://localhost');
    expect(url.pathname).toBe('/explore/');
    expect(url.searchParams.get('slice_id')).toBe('12');
    expect(url.searchParams.get('dashboard_page_id')).toBe('page1');
    expect(JSON.parse(url.searchParams.get('form_data')!)).toEqual({ slice_id: 12, dashboardId: 3 });
  });
});
