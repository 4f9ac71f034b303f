import { describe, expect, it } from 'vitest';
import { permalinkBody, permalinkMailto } from './permalinkShare';

describe('permalinkBody', () => {
  it('carries the open tabs, the anchor and the URL parameters', () => {
    expect(permalinkBody(['TAB-a', 'TAB-b'], '?standalone=1&foo=bar', '#CHART-x')).toEqual({
      dataMask: {},
      activeTabs: ['TAB-a', 'TAB-b'],
      anchor: 'CHART-x',
      urlParams: [
        ['standalone', '1'],
        ['foo', 'bar'],
      ],
    });
  });

  it('leaves out edit mode and filter-state keys, and an empty anchor', () => {
    const body = permalinkBody(
      [],
      '?edit=true&activeTabs=TAB-a&native_filters_key=abc&permalink_key=k&x=1',
      '',
    );
    expect(body.urlParams).toEqual([['x', '1']]);
    expect('anchor' in body).toBe(false);
  });
});

describe('permalinkMailto', () => {
  it('puts the link in the mail body', () => {
    const href = permalinkMailto('Sales & more', 'http://h/superset/dashboard/p/abc/');
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Dashboard: Sales & more');
    expect(params.get('body')).toBe('Check out this dashboard: http://h/superset/dashboard/p/abc/');
  });
});
