import { describe, expect, it } from 'vitest';
import { chartIdsInLayout } from './dashboardLayout.js';

describe('chartIdsInLayout', () => {
  it('collects chart ids of CHART nodes once each', () => {
    const layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      'CHART-a': { type: 'CHART', id: 'CHART-a', meta: { chartId: 3, width: 4 } },
      'CHART-b': { type: 'CHART', id: 'CHART-b', meta: { chartId: 7 } },
      'CHART-c': { type: 'CHART', id: 'CHART-c', meta: { chartId: 3 } },
      'MARKDOWN-x': { type: 'MARKDOWN', meta: { code: '# hi' } },
    };
    expect(chartIdsInLayout(JSON.stringify(layout))).toEqual([3, 7]);
  });

  it('gives null when there is no usable layout', () => {
    expect(chartIdsInLayout(null)).toBeNull();
    expect(chartIdsInLayout('')).toBeNull();
    expect(chartIdsInLayout('{not json')).toBeNull();
    expect(chartIdsInLayout('42')).toBeNull();
  });
});
