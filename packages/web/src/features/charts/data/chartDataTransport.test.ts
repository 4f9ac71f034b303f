import { describe, expect, it } from 'vitest';
import { chartDataResults, chartDataUrl } from './chartDataTransport';

describe('chart data call', () => {
  it('puts the slice id, dashboard id and force in the query string', () => {
    const url = new URL(chartDataUrl({ sliceId: 4, dashboardId: 9, force: true }), 'http://x');
    expect(url.pathname).toBe('/api/v1/chart/data');
    expect(url.searchParams.get('form_data')).toBe('{"slice_id":4}');
    expect(url.searchParams.get('dashboard_id')).toBe('9');
    expect(url.searchParams.get('force')).toBe('true');
    expect(
      new URL(chartDataUrl({ sliceId: 4, dashboardId: 9, force: false }), 'http://x').searchParams.has(
        'force',
      ),
    ).toBe(false);
  });

  it('reads results from a 200 and raises the spec message for other statuses', () => {
    expect(chartDataResults(200, { result: [{ rowcount: 1 }] })).toEqual([{ rowcount: 1 }]);
    expect(() => chartDataResults(204, null)).toThrow(
      'Received unexpected response status (204) while fetching chart data',
    );
    expect(() => chartDataResults(202, { job_id: 'x' })).toThrow(
      'Received unexpected response status (202) while fetching chart data',
    );
  });
});
