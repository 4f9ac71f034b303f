import { describe, expect, it } from 'vitest';
import { asyncEventSocketUrl, chartDataAnswer, chartDataUrl } from './chartDataTransport';

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

  it('reads the job from a 202 (async queries)', () => {
    const job = {
      channel_id: 'c',
      job_id: 'j',
      user_id: '1',
      status: 'pending',
      errors: [],
      result_url: null,
    };
    expect(chartDataAnswer(202, job)).toEqual(job);
  });

  it('opens the event socket on the page origin, secure under https, resuming after the last id', () => {
    expect(asyncEventSocketUrl({ protocol: 'http:', host: 'bi:8088' }, null)).toBe(
      'ws://bi:8088/api/v1/async_event/ws',
    );
    expect(asyncEventSocketUrl({ protocol: 'https:', host: 'bi.example.com' }, '17-0')).toBe(
      'wss://bi.example.com/api/v1/async_event/ws?last_id=17-0',
    );
  });

  it('reads results from a 200 and raises the spec message for other statuses', () => {
    expect(chartDataAnswer(200, { result: [{ rowcount: 1 }] })).toEqual([{ rowcount: 1 }]);
    expect(() => chartDataAnswer(204, null)).toThrow(
      'Received unexpected response status (204) while fetching chart data',
    );
    // A 202 that is not a job is as unexpected as any other status.
    expect(() => chartDataAnswer(202, { job_id: 'x' })).toThrow(
      'Received unexpected response status (202) while fetching chart data',
    );
  });
});
