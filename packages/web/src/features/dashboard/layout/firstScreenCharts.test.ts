import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID, type DashboardLayout, type LayoutNode } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { chartsAbove, LEAST_HEIGHT_PX } from './firstScreenCharts';

const node = (id: string, type: LayoutNode['type'], children: string[] = [], meta = {}): LayoutNode => ({
  id,
  type,
  children,
  meta,
});
const chart = (id: string, chartId: number, height: number) =>
  node(id, 'CHART', [], { chartId, height, width: 4 });

/**
 * ROOT → GRID: a row of two charts (50 and 30 units: 400 px tall), a header, a row holding a column of
 * two 20-unit charts (320 px), then tabs whose two tabs each hold a row with one chart.
 */
function layout(): DashboardLayout {
  const nodes = [
    node(DASHBOARD_ROOT_ID, 'ROOT', [DASHBOARD_GRID_ID]),
    node(DASHBOARD_GRID_ID, 'GRID', ['ROW-1', 'HEADER-1', 'ROW-2', 'TABS-1']),
    node('ROW-1', 'ROW', ['CHART-a', 'CHART-b']),
    chart('CHART-a', 1, 50),
    chart('CHART-b', 2, 30),
    node('HEADER-1', 'HEADER', [], { text: 'More' }),
    node('ROW-2', 'ROW', ['COLUMN-1']),
    node('COLUMN-1', 'COLUMN', ['CHART-c', 'CHART-d'], { width: 4 }),
    chart('CHART-c', 3, 20),
    chart('CHART-d', 4, 20),
    node('TABS-1', 'TABS', ['TAB-1', 'TAB-2']),
    node('TAB-1', 'TAB', ['ROW-3'], { text: 'One' }),
    node('TAB-2', 'TAB', ['ROW-4'], { text: 'Two' }),
    node('ROW-3', 'ROW', ['CHART-e']),
    chart('CHART-e', 5, 50),
    node('ROW-4', 'ROW', ['CHART-f']),
    chart('CHART-f', 6, 50),
  ];
  return Object.fromEntries(nodes.map((n) => [n.id, n]));
}

// Tops: a and b at 0; the header at 400; c at 440, d at 600; the tab bar at 760, e (or f) at 800.
const HEADER_TOP = 400;
const C_TOP = HEADER_TOP + LEAST_HEIGHT_PX.HEADER;
const D_TOP = C_TOP + 160;
const TABS_TOP = D_TOP + 160;
const TAB_CONTENT_TOP = TABS_TOP + LEAST_HEIGHT_PX.TAB_BAR;

describe('chartsAbove', () => {
  it('places rows one under the other, a row as tall as its tallest child', () => {
    expect(chartsAbove(layout(), [], 1)).toEqual([1, 2]);
    expect(chartsAbove(layout(), [], C_TOP)).toEqual([1, 2]);
    expect(chartsAbove(layout(), [], C_TOP + 1)).toEqual([1, 2, 3]);
  });

  it('stacks a column’s children', () => {
    expect(chartsAbove(layout(), [], D_TOP)).toEqual([1, 2, 3]);
    expect(chartsAbove(layout(), [], D_TOP + 1)).toEqual([1, 2, 3, 4]);
  });

  it('counts only the open tab of a tabs component, its first when none is listed', () => {
    expect(chartsAbove(layout(), [], TAB_CONTENT_TOP)).toEqual([1, 2, 3, 4]);
    expect(chartsAbove(layout(), [], TAB_CONTENT_TOP + 1)).toEqual([1, 2, 3, 4, 5]);
    expect(chartsAbove(layout(), ['TAB-2'], 10_000)).toEqual([1, 2, 3, 4, 6]);
  });

  it('names nothing for an empty line or a layout without a root', () => {
    expect(chartsAbove(layout(), [], 0)).toEqual([]);
    expect(chartsAbove({}, [], 10_000)).toEqual([]);
  });
});
