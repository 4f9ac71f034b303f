import { describe, expect, it } from 'vitest';
import type { ControlPanelState } from '../../sdk/controlPanel.js';
import { controlsOf } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { tablePlugin } from './index.js';

const controls = controlsOf(tablePlugin.controlPanel);
const state = (values: Record<string, unknown>): ControlPanelState => ({
  controls: values,
  datasource: {
    columns: [{ column_name: 'order_date', is_dttm: true }, { column_name: 'country' }],
    metrics: [{ metric_name: 'count' }],
  },
});
const visible = (name: string, values: Record<string, unknown>) =>
  controls.get(name)!.visibility?.(state(values)) ?? true;
const validate = (name: string, values: Record<string, unknown>) =>
  controls
    .get(name)!
    .validators!.map((validator) => validator(values[name], state(values)))
    .find(Boolean) ?? false;

describe('table control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(tablePlugin, { groupby: ['country'], metrics: ['count'] });
  });

  it('has Superset 3.1 defaults', () => {
    const defaults = Object.fromEntries([...controls].map(([name, config]) => [name, config.default]));
    expect(defaults).toMatchObject({
      query_mode: 'aggregate',
      row_limit: 10000,
      server_pagination: false,
      server_page_length: 10,
      page_length: 0,
      include_search: false,
      show_cell_bars: true,
      align_pn: false,
      color_pn: true,
      show_totals: false,
      table_timestamp_format: 'smart_date',
      allow_rearrange_columns: false,
      conditional_formatting: [],
      order_desc: true,
    });
  });

  it('shows aggregate controls in aggregate mode and raw controls in raw mode', () => {
    const aggregate = { query_mode: 'aggregate' };
    const raw = { query_mode: 'raw' };
    for (const name of ['groupby', 'metrics', 'percent_metrics', 'timeseries_limit_metric', 'show_totals']) {
      expect([name, visible(name, aggregate), visible(name, raw)]).toEqual([name, true, false]);
    }
    for (const name of ['all_columns', 'order_by_cols']) {
      expect([name, visible(name, aggregate), visible(name, raw)]).toEqual([name, false, true]);
    }
    expect(visible('order_desc', { ...aggregate, timeseries_limit_metric: 'count' })).toBe(true);
    expect(visible('order_desc', aggregate)).toBe(false);
  });

  it('swaps row limit and page length for the server page length under server pagination', () => {
    expect([visible('row_limit', {}), visible('page_length', {}), visible('server_page_length', {})]).toEqual(
      [true, true, false],
    );
    const paged = { server_pagination: true };
    expect([
      visible('row_limit', paged),
      visible('page_length', paged),
      visible('server_page_length', paged),
    ]).toEqual([false, false, true]);
  });

  it('shows the time grain only for a temporal dimension', () => {
    expect(visible('time_grain_sqla', { groupby: ['country'] })).toBe(false);
    expect(visible('time_grain_sqla', { groupby: ['country', 'order_date'] })).toBe(true);
    expect(visible('time_grain_sqla', { query_mode: 'raw', groupby: ['order_date'] })).toBe(false);
  });

  it('needs a dimension or a metric in aggregate mode and columns in raw mode', () => {
    const message = 'Group By, Metrics or Percentage Metrics must have a value';
    expect(validate('metrics', { query_mode: 'aggregate', metrics: [], groupby: [] })).toBe(message);
    expect(validate('groupby', { query_mode: 'aggregate', metrics: [], groupby: [] })).toBe(message);
    expect(validate('metrics', { query_mode: 'aggregate', percent_metrics: ['count'] })).toBe(false);
    expect(validate('metrics', { query_mode: 'aggregate', groupby: ['country'] })).toBe(false);
    expect(validate('metrics', { query_mode: 'raw' })).toBe(false);
    expect(validate('all_columns', { query_mode: 'raw', all_columns: [] })).toBe('cannot be empty');
    expect(validate('all_columns', { query_mode: 'aggregate', all_columns: [] })).toBe(false);
  });

  it('validates the conditional formatting rules', () => {
    expect(
      validate('conditional_formatting', {
        conditional_formatting: [{ column: 'count', colorScheme: '#ACE1C4', operator: '>' }],
      }),
    ).toBe('Required');
  });

  it('re-runs the query only for query controls', () => {
    expect(queryControlNames(controls)).toEqual([
      'adhoc_filters',
      'all_columns',
      'groupby',
      'metrics',
      'order_by_cols',
      'order_desc',
      'percent_metrics',
      'query_mode',
      'row_limit',
      'server_page_length',
      'server_pagination',
      'show_totals',
      'temporal_columns_lookup',
      'time_grain_sqla',
      'timeseries_limit_metric',
    ]);
  });
});
