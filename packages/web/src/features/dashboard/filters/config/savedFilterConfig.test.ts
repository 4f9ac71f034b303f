import type { DashboardLayout } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { newDivider, newFilter } from './filterConfigDraft';
import { savedFilterConfiguration } from './savedFilterConfig';

const layout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'], meta: {} },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], meta: {} },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['CHART-1'], meta: {} },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['CHART-2'], meta: {} },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2 } },
} as unknown as DashboardLayout;

describe('savedFilterConfiguration', () => {
  it('trims descriptions and works out the charts and tabs in each filter scope', () => {
    const filter = {
      ...newFilter('f'),
      description: '  by region \n',
      scope: { rootPath: ['ROOT_ID'], excluded: [2] },
    };
    const divider = { ...newDivider('d'), title: 'Time', description: ' when ' };
    const [savedFilter, savedDivider] = savedFilterConfiguration([filter, divider], layout);
    expect(savedFilter).toMatchObject({
      description: 'by region',
      chartsInScope: [1],
      tabsInScope: ['TAB-a'],
    });
    expect(savedDivider).toEqual({ ...divider, description: 'when' });
  });

  it('keeps only parents that are still value filters of the list', () => {
    const parent = newFilter('p');
    const range = { ...newFilter('r'), filterType: 'filter_range' };
    const child = { ...newFilter('c'), cascadeParentIds: ['p', 'r', 'gone'] };
    const ranged = { ...newFilter('x'), filterType: 'filter_range', cascadeParentIds: ['p'] };
    const saved = savedFilterConfiguration([parent, range, child, ranged], layout);
    expect(saved.map((f) => (f.type === 'NATIVE_FILTER' ? f.cascadeParentIds : null))).toEqual([
      [],
      [],
      ['p'],
      [],
    ]);
  });
});
