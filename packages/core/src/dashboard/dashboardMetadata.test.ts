import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REFRESH_FREQUENCY,
  metadataJsonError,
  parseDashboardMetadata,
  refreshFrequencyOptions,
  sharedLabelColorsOf,
} from './dashboardMetadata.js';

const full = {
  default_filters: '{}',
  shared_label_colors: ['boys', 'girls'],
  label_colors: { boys: '#1FA8C9' },
  filter_scopes: {},
  native_filter_configuration: [{ id: 'NATIVE_FILTER-1', name: 'Country', filterType: 'filter_select' }],
  show_native_filters: true,
  chart_configuration: { '7': { id: 7, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [7] } } } },
  expanded_slices: { '7': true },
  refresh_frequency: 300,
  color_namespace: 'dash-1',
  color_scheme: 'supersetColors',
  timed_refresh_immune_slices: [7],
  cross_filters_enabled: true,
  positions: {},
  custom_key: { kept: 1 },
};

describe('parseDashboardMetadata', () => {
  it('reads every metadata field and keeps unknown keys', () => {
    expect(parseDashboardMetadata(JSON.stringify(full))).toEqual(full);
  });

  it('never throws: missing, bad JSON or non-objects give {}', () => {
    for (const text of [null, undefined, '', '{oops', 'null', '[1]', '"text"', '12']) {
      expect(parseDashboardMetadata(text)).toEqual({});
    }
  });

  it('drops a field of the wrong type and keeps the rest', () => {
    const parsed = parseDashboardMetadata(
      JSON.stringify({
        refresh_frequency: 'often',
        label_colors: { a: 1, b: '#fff' },
        color_scheme: 'bnbColors',
      }),
    );
    expect(parsed).toEqual({ color_scheme: 'bnbColors' });
  });

  it('accepts the global cross-filter scope', () => {
    const config = { '3': { id: 3, crossFilters: { scope: 'global', chartsInScope: [4, 5] } } };
    expect(
      parseDashboardMetadata(JSON.stringify({ chart_configuration: config })).chart_configuration,
    ).toEqual(config);
  });
});

describe('metadataJsonError', () => {
  it('accepts valid metadata and an empty editor', () => {
    expect(metadataJsonError(JSON.stringify(full))).toBeNull();
    expect(metadataJsonError('  ')).toBeNull();
    expect(metadataJsonError('{}')).toBeNull();
  });

  it("reports bad JSON with the parser's message", () => {
    expect(metadataJsonError('{"color_scheme": }')).toMatch(/^The JSON metadata is not valid JSON: .+/);
  });

  it('reports a value that is not an object', () => {
    expect(metadataJsonError('[]')).toBe('The JSON metadata must be an object: { "key": value, ... }.');
  });

  it('names the field to fix and what it must be', () => {
    expect(metadataJsonError('{"refresh_frequency": "10"}')).toBe(
      '"refresh_frequency" in the JSON metadata must be a whole number of seconds (0: no refresh).',
    );
    expect(metadataJsonError('{"label_colors": {"boys": 3}}')).toBe(
      '"label_colors.boys" in the JSON metadata must be an object of label to color, such as { "boys": "#1FA8C9" }.',
    );
  });
});

describe('shared label colors and refresh choices', () => {
  it('normalises the list (Superset 3.x) and object (older) forms', () => {
    expect(sharedLabelColorsOf({ shared_label_colors: ['a', 'b'] })).toEqual({
      labels: ['a', 'b'],
      colors: {},
    });
    expect(sharedLabelColorsOf({ shared_label_colors: { a: '#fff' } })).toEqual({
      labels: ['a'],
      colors: { a: '#fff' },
    });
    expect(sharedLabelColorsOf({})).toEqual({ labels: [], colors: {} });
  });

  it('offers the standard refresh intervals in seconds, starting with no refresh (the default)', () => {
    expect(DEFAULT_REFRESH_FREQUENCY).toBe(0);
    expect(refreshFrequencyOptions.map((o) => [o.value, o.label])).toEqual([
      [0, "Don't refresh"],
      [10, '10 seconds'],
      [60, '1 minute'],
      [300, '5 minutes'],
      [1800, '30 minutes'],
      [3600, '1 hour'],
      [21600, '6 hours'],
      [43200, '12 hours'],
      [86400, '24 hours'],
    ]);
  });
});
