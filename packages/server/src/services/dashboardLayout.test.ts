import { describe, expect, it } from 'vitest';
import { ApiError } from '../apiError.js';
import { assertDashboardMetadata, chartIdsOfSavedLayout } from './dashboardLayout.js';
import { DASHBOARD_API_MESSAGES } from './dashboardMessages.js';
import { buildDashboardLayout, chartKeysOf } from '../examples/dashboardLayout.js';
import { defaultDashboardMetadata, EXAMPLE_DASHBOARDS } from '../examples/dashboards.js';

const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
  'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-b', 'CHART-a', 'CHART-c', 'MARKDOWN-x'] },
  'CHART-a': { type: 'CHART', id: 'CHART-a', children: [], meta: { chartId: 3, width: 4 } },
  'CHART-b': { type: 'CHART', id: 'CHART-b', children: [], meta: { chartId: 7 } },
  'CHART-c': { type: 'CHART', id: 'CHART-c', children: [], meta: { chartId: 3 } },
  'MARKDOWN-x': { type: 'MARKDOWN', id: 'MARKDOWN-x', children: [], meta: { code: '# hi' } },
  // Not reachable from the root: never shown, so not linked.
  'CHART-orphan': { type: 'CHART', id: 'CHART-orphan', children: [], meta: { chartId: 9 } },
};

function errorOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('chartIdsOfSavedLayout', () => {
  it('lists the charts the root reaches, in document order, once each', () => {
    expect(chartIdsOfSavedLayout(JSON.stringify(layout))).toEqual([7, 3]);
  });

  it('gives null when no layout is saved', () => {
    expect(chartIdsOfSavedLayout(null)).toBeNull();
    expect(chartIdsOfSavedLayout(undefined)).toBeNull();
    expect(chartIdsOfSavedLayout('  ')).toBeNull();
  });

  it('refuses with 422 what is not a layout tree with a ROOT node', () => {
    const rootless = { 'CHART-a': layout['CHART-a'] };
    const wrongRoot = { ROOT_ID: { type: 'ROW', id: 'ROOT_ID', children: [] } };
    for (const text of ['42', '[]', JSON.stringify(rootless), JSON.stringify(wrongRoot)]) {
      const error = errorOf(() => chartIdsOfSavedLayout(text));
      expect(error.statusCode, text).toBe(422);
      expect(error.body).toEqual({ message: { position_json: [DASHBOARD_API_MESSAGES.invalidLayout] } });
    }
  });
});

describe('assertDashboardMetadata', () => {
  it('accepts empty and well-typed metadata, unknown keys included', () => {
    expect(() => assertDashboardMetadata(null)).not.toThrow();
    expect(() => assertDashboardMetadata('')).not.toThrow();
    const metadata = { label_colors: { boys: '#1FA8C9' }, refresh_frequency: 60, custom_key: [1] };
    expect(() => assertDashboardMetadata(JSON.stringify(metadata))).not.toThrow();
  });

  it('refuses with 422 naming the field of the wrong type', () => {
    const error = errorOf(() => assertDashboardMetadata(JSON.stringify({ refresh_frequency: 'often' })));
    expect(error.statusCode).toBe(422);
    expect(error.body).toEqual({
      message: {
        json_metadata: [
          '"refresh_frequency" in the JSON metadata must be a whole number of seconds (0: no refresh).',
        ],
      },
    });
    expect(errorOf(() => assertDashboardMetadata('[1]')).statusCode).toBe(422);
  });
});

describe('the example dashboards', () => {
  it('pass the save checks, so saving one unchanged never answers 422', () => {
    for (const dashboard of EXAMPLE_DASHBOARDS) {
      const keys = chartKeysOf(dashboard.blocks);
      const ids = new Map(keys.map((key, i) => [key, i + 1]));
      const names = new Map(keys.map((key) => [key, key]));
      const layout = buildDashboardLayout(dashboard.dashboard_title, dashboard.blocks, ids, names);
      expect(chartIdsOfSavedLayout(JSON.stringify(layout))?.sort(), dashboard.key).toEqual(
        [...ids.values()].sort(),
      );
      expect(() => assertDashboardMetadata(JSON.stringify(defaultDashboardMetadata()))).not.toThrow();
    }
  });
});
