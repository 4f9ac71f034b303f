import type { QueryContext } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { testQueryContext } from '../testing/chartDataTestKit';
import { chartDataRequestKey } from './chartDataRequestKey';

describe('chartDataRequestKey', () => {
  it('is equal for the same query whatever the key order or the chart named in form_data', () => {
    const a = testQueryContext({ form_data: { slice_id: 1 } });
    const b = {
      ...testQueryContext({ form_data: { slice_id: 2 } }),
      datasource: { type: 'table', id: 1 },
    } as QueryContext;
    expect(chartDataRequestKey(a)).toBe(chartDataRequestKey(b));
  });

  it('differs for another query, another force flag or another cache timeout', () => {
    const base = chartDataRequestKey(testQueryContext());
    expect(
      chartDataRequestKey(
        testQueryContext({ queries: [{ metrics: ['sum__num'] }] } as Partial<QueryContext>),
      ),
    ).not.toBe(base);
    expect(chartDataRequestKey(testQueryContext({ force: true }))).not.toBe(base);
    expect(chartDataRequestKey(testQueryContext(), 60)).not.toBe(base);
  });
});
