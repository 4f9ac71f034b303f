import { parseLayout } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { focusedFilterCharts, focusHighlightCss } from './focusedFilter';

const chart = (chartId: number) => ({
  id: `CHART-${chartId}`,
  type: 'CHART',
  children: [],
  meta: { chartId, width: 4, height: 50 },
});
const layout = parseLayout(
  JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2', 'CHART-3'], meta: {} },
    'CHART-1': chart(1),
    'CHART-2': chart(2),
    'CHART-3': chart(3),
  }),
)!;
const filter = (id: string, excluded: number[]) =>
  ({
    id,
    type: 'NATIVE_FILTER',
    name: id,
    filterType: 'filter_select',
    targets: [],
    scope: { rootPath: ['ROOT_ID'], excluded },
  }) as never;
const divider = { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Section' } as never;

describe('the focused native filter', () => {
  it("is the charts of the focused filter's scope", () => {
    const items = [filter('NATIVE_FILTER-a', [3]), filter('NATIVE_FILTER-b', [])];
    expect([...focusedFilterCharts(layout, items, 'NATIVE_FILTER-a')!]).toEqual([1, 2]);
    expect([...focusedFilterCharts(layout, items, 'NATIVE_FILTER-b')!]).toEqual([1, 2, 3]);
  });

  it('is nothing without a focus, for a divider or for a filter no longer configured', () => {
    const items = [filter('NATIVE_FILTER-a', []), divider];
    expect(focusedFilterCharts(layout, items, null)).toBeNull();
    expect(focusedFilterCharts(layout, items, 'NATIVE_FILTER_DIVIDER-1')).toBeNull();
    expect(focusedFilterCharts(layout, items, 'NATIVE_FILTER-gone')).toBeNull();
  });

  it('fades every chart and highlights those in scope, with one style', () => {
    expect(focusHighlightCss(null)).toBe('');
    const css = focusHighlightCss(new Set([1, 2]));
    expect(css).toContain('.sl-dashboard-chart { opacity: 0.35;');
    expect(css).toContain(
      '.sl-dashboard-chart[data-chart-id="1"],\n.sl-dashboard-chart[data-chart-id="2"] {',
    );
    expect(css).not.toContain('data-chart-id="3"');
  });
});
