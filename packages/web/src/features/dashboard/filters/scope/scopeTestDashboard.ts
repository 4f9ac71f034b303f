/** A tabbed dashboard for the scope tests: tests only. */
import { testOwnedDashboard, testSlice } from '../../testing/dashboardFixtures';

const node = (id: string, type: string, children: string[] = [], meta: Record<string, unknown> = {}) => ({
  [id]: { id, type, children, meta },
});
const chartNode = (chartId: number) =>
  node(`CHART-${chartId}`, 'CHART', [], { chartId, width: 4, height: 50 });

/**
 * Tab 'North' holds charts 1 and 2; tab 'South' holds chart 3 and, in nested tabs, 'Coast' with chart 4.
 */
export const tabbedPositionJson = JSON.stringify({
  DASHBOARD_VERSION_KEY: 'v2',
  ...node('ROOT_ID', 'ROOT', ['TABS-top']),
  ...node('HEADER_ID', 'HEADER', [], { text: 'Regions' }),
  ...node('TABS-top', 'TABS', ['TAB-north', 'TAB-south']),
  ...node('TAB-north', 'TAB', ['ROW-north'], { text: 'North' }),
  ...node('ROW-north', 'ROW', ['CHART-1', 'CHART-2']),
  ...node('TAB-south', 'TAB', ['ROW-south', 'TABS-inner'], { text: 'South' }),
  ...node('ROW-south', 'ROW', ['CHART-3']),
  ...node('TABS-inner', 'TABS', ['TAB-coast']),
  ...node('TAB-coast', 'TAB', ['ROW-coast'], { text: 'Coast' }),
  ...node('ROW-coast', 'ROW', ['CHART-4']),
  ...chartNode(1),
  ...chartNode(2),
  ...chartNode(3),
  ...chartNode(4),
});

export const tabbedCharts = [1, 2, 3, 4].map((id) => testSlice(id, { slice_name: `Sales ${id}` }));

export function tabbedDashboard(metadata: Record<string, unknown> = {}) {
  return testOwnedDashboard({ position_json: tabbedPositionJson, json_metadata: JSON.stringify(metadata) });
}
