import type { QueryContext } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { extrasTouchTime, requestExtras, withExtras } from './scanAheadExtras.js';

const contextWith = (extra: unknown) =>
  ({ datasource: { id: 1 }, queries: [], form_data: { extra_form_data: extra } }) as unknown as QueryContext;

describe('scan-ahead extras', () => {
  it('reads the extras that filter something, and refuses kinds it cannot apply', () => {
    expect(requestExtras(contextWith(undefined))).toBeNull();
    expect(requestExtras(contextWith({ filters: [] }))).toBeNull();
    const filters = [{ col: 'region', op: 'IN' as const, val: ['north'] }];
    expect(requestExtras(contextWith({ filters }))).toEqual({ filters });
    expect(requestExtras(contextWith({ filters, adhoc_filters: [{}] }))).toBe('unsupported');
    expect(extrasTouchTime({ filters })).toBe(false);
    expect(extrasTouchTime({ time_grain_sqla: 'P1M' })).toBe(true);
  });

  it("applies them as the page does: extra filters after the chart's own, time settings replaced", () => {
    const axis = { sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D' } as const;
    const saved = {
      time_range: 'No filter',
      filters: [{ col: 'amount', op: '>' as const, val: 1 }],
      extras: { where: 'x' },
      columns: [axis, 'region'],
    };
    const [query] = withExtras([saved], {
      filters: [{ col: 'region', op: '==', val: 'north' }],
      time_range: 'Last week',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1M',
    });
    expect(JSON.stringify(query)).toBe(
      JSON.stringify({
        time_range: 'Last week',
        filters: [
          { col: 'amount', op: '>', val: 1 },
          { col: 'region', op: '==', val: 'north', isExtra: true },
        ],
        extras: { where: 'x', time_grain_sqla: 'P1M' },
        columns: [{ ...axis, timeGrain: 'P1M' }, 'region'],
        granularity: 'ds',
      }),
    );
  });
});
