import { parseLayout, type DashboardMetadata } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { ownScopeStart, scopingDraftOf, scopingPatch } from './crossFilterScoping';
import { tabbedPositionJson } from './scopeTestDashboard';

const layout = parseLayout(tabbedPositionJson)!;
const whole = { rootPath: ['ROOT_ID'], excluded: [] };

describe('scopingDraftOf', () => {
  it('starts from cross-filtering on and the whole dashboard when the metadata says nothing', () => {
    expect(scopingDraftOf({})).toEqual({ enabled: true, globalScope: whole, chartScopes: {} });
  });

  it("reads the switch, the global scope and the charts' own scopes ('global' ones follow the global)", () => {
    const own = { rootPath: ['TAB-north'], excluded: [1] };
    // A saved file may hold entries the schema refuses (chart 3's): they are left out.
    const metadata = JSON.parse(
      JSON.stringify({
        cross_filters_enabled: false,
        global_chart_configuration: {
          scope: { rootPath: ['TAB-south'], excluded: [] },
          chartsInScope: [3, 4],
        },
        chart_configuration: {
          '1': { id: 1, crossFilters: { scope: own } },
          '2': { id: 2, crossFilters: { scope: 'global' } },
          '3': { id: 3, crossFilters: { scope: 'nonsense' } },
        },
      }),
    ) as DashboardMetadata;
    const draft = scopingDraftOf(metadata);
    expect(draft).toEqual({
      enabled: false,
      globalScope: { rootPath: ['TAB-south'], excluded: [] },
      chartScopes: { 1: own },
    });
  });
});

describe('scopingPatch', () => {
  it("gives every cross-filtering chart 'global' or its own scope, never reaching the chart itself", () => {
    const draft = {
      enabled: true,
      globalScope: whole,
      chartScopes: { 3: { rootPath: ['TAB-north'], excluded: [] } },
    };
    const patch = scopingPatch(draft, [1, 3], layout, { '9': { id: 9, crossFilters: { scope: 'global' } } });
    expect(patch).toEqual({
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2, 3, 4] } },
        '3': {
          id: 3,
          crossFilters: { scope: { rootPath: ['TAB-north'], excluded: [3] }, chartsInScope: [1, 2] },
        },
        '9': { id: 9, crossFilters: { scope: 'global' } },
      },
      global_chart_configuration: { scope: whole, chartsInScope: [1, 2, 3, 4] },
      cross_filters_enabled: true,
    });
  });

  it('reaches what the global scope reaches for charts following it', () => {
    const draft = { enabled: false, globalScope: { rootPath: ['TAB-south'], excluded: [] }, chartScopes: {} };
    const patch = scopingPatch(draft, [3], layout);
    expect(patch.chart_configuration['3']!.crossFilters!.chartsInScope).toEqual([4]);
    expect(patch.cross_filters_enabled).toBe(false);
  });
});

describe('ownScopeStart', () => {
  it('is the global scope without the chart', () => {
    const draft = { enabled: true, globalScope: { rootPath: ['ROOT_ID'], excluded: [2] }, chartScopes: {} };
    expect(ownScopeStart(draft, 4)).toEqual({ rootPath: ['ROOT_ID'], excluded: [2, 4] });
  });
});
