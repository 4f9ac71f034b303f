import { describe, expect, it } from 'vitest';
import { commitLabel } from './labelEdit';
import {
  chooseAggregate,
  chooseColumn,
  chooseSavedMetric,
  defaultMetricTab,
  dropStaleMetrics,
  editSql,
  initialMetricDraft,
  isTitleEditable,
  metricAggregates,
  metricDefaultLabel,
  metricDraftValue,
  metricSaveState,
  metricTabAvailability,
  switchMetricTab,
} from './metricPopoverModel';
import { TEST_COLUMNS, testDatasource } from './testDatasource';

const datasource = testDatasource();
const druid = { ...datasource, type: 'druid' };
const forbidden = testDatasource({ extra: '{"disallow_adhoc_metrics": true}' });
const sumNum = {
  expressionType: 'SIMPLE' as const,
  column: { column_name: 'num' },
  aggregate: 'SUM' as const,
  sqlExpression: null,
  label: 'SUM(num)',
  hasCustomLabel: false,
  optionName: 'metric_a',
  isNew: false,
};

describe('metric popover tabs', () => {
  it('opens on the edited metric’s tab, Saved for new metrics when saved metrics exist, Simple for a drop', () => {
    expect(defaultMetricTab({ value: 'count' }, datasource)).toBe('saved');
    expect(defaultMetricTab({ value: sumNum }, datasource)).toBe('simple');
    expect(
      defaultMetricTab({ value: { expressionType: 'SQL', sqlExpression: 'MAX(num)' } }, datasource),
    ).toBe('sql');
    expect(defaultMetricTab({}, datasource)).toBe('saved');
    expect(defaultMetricTab({}, testDatasource({ metrics: [] }))).toBe('simple');
    expect(defaultMetricTab({ droppedColumn: TEST_COLUMNS[0] }, datasource)).toBe('simple');
  });

  it('a dropped column opens Simple with the column chosen and no aggregate', () => {
    const draft = initialMetricDraft({ droppedColumn: TEST_COLUMNS[0] }, datasource, 'metric_x');
    expect(draft).toMatchObject({ tab: 'simple', source: 'SIMPLE', column: 'num', aggregate: null });
    expect(metricSaveState(draft, datasource, undefined).enabled).toBe(false);
  });

  it('disables Simple and Custom SQL with the spec tooltips when the dataset disallows ad-hoc metrics', () => {
    expect(metricTabAvailability(forbidden)).toEqual({
      simple: { disabled: true, tooltip: 'Simple ad-hoc metrics are not enabled for this dataset' },
      sql: { disabled: true, tooltip: 'Custom SQL ad-hoc metrics are not enabled for this dataset' },
    });
    expect(metricTabAvailability(datasource)).toEqual({
      simple: { disabled: false, tooltip: null },
      sql: { disabled: false, tooltip: null },
    });
    expect(defaultMetricTab({ value: sumNum }, forbidden)).toBe('saved');
  });

  it('disables Custom SQL for native Druid and removes AVG there', () => {
    expect(metricTabAvailability(druid).sql).toEqual({
      disabled: true,
      tooltip: 'Custom SQL ad-hoc metrics are not available for the native Druid connector',
    });
    expect(metricTabAvailability(druid).simple.disabled).toBe(false);
    expect(metricAggregates(druid)).toEqual(['COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM']);
    expect(metricAggregates(datasource)).toEqual(['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM']);
    expect(defaultMetricTab({ value: { expressionType: 'SQL', sqlExpression: 'x' } }, druid)).toBe('simple');
  });

  it('turns title editing off on the Saved tab', () => {
    const draft = initialMetricDraft({}, datasource);
    expect(isTitleEditable(draft)).toBe(false);
    expect(isTitleEditable(switchMetricTab(draft, 'simple'))).toBe(true);
    expect(isTitleEditable(switchMetricTab(draft, 'sql'))).toBe(true);
  });

  it('starts Custom SQL from the Simple metric', () => {
    const draft = chooseAggregate(chooseColumn(initialMetricDraft({}, datasource), 'num'), 'COUNT_DISTINCT');
    const sql = switchMetricTab(draft, 'sql');
    expect(sql).toMatchObject({ source: 'SQL', sqlExpression: 'COUNT(DISTINCT num)' });
  });
});

describe('metric popover values and Save', () => {
  it('builds an ad-hoc Simple metric with the default label SUM(num)', () => {
    const draft = chooseAggregate(chooseColumn(initialMetricDraft({}, datasource, 'metric_x'), 'num'), 'SUM');
    expect(metricDefaultLabel(draft, datasource)).toBe('SUM(num)');
    const value = metricDraftValue(draft, datasource);
    expect(value).toMatchObject({
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      sqlExpression: null,
      label: 'SUM(num)',
      hasCustomLabel: false,
      optionName: 'metric_x',
      isNew: false,
    });
    expect((value as typeof sumNum).column).toMatchObject({ column_name: 'num', type: 'BIGINT' });
  });

  it('builds a SQL metric labelled by its SQL, cut beyond 42 characters', () => {
    const long = 'SUM(CASE WHEN name = 1 THEN num ELSE 0 END) / COUNT(*)';
    const draft = editSql(switchMetricTab(initialMetricDraft({}, datasource), 'sql'), long);
    expect(metricDraftValue(draft, datasource)).toMatchObject({
      expressionType: 'SQL',
      column: null,
      aggregate: null,
      sqlExpression: long,
      label: `${long.slice(0, 40)}...`,
    });
  });

  it('keeps a custom label and reverts an emptied one to the default', () => {
    const draft = initialMetricDraft({ value: sumNum }, datasource);
    expect(metricDraftValue({ ...draft, title: commitLabel('Total') }, datasource)).toMatchObject({
      label: 'Total',
      hasCustomLabel: true,
    });
    expect(metricDraftValue({ ...draft, title: commitLabel('') }, datasource)).toMatchObject({
      label: 'SUM(num)',
      hasCustomLabel: false,
    });
  });

  it('enables Save only for a valid metric or a chosen saved metric', () => {
    const fresh = initialMetricDraft({}, datasource);
    expect(metricSaveState(fresh, datasource, undefined)).toEqual({ enabled: false, primary: false });
    expect(metricSaveState(chooseSavedMetric(fresh, 'count'), datasource, undefined).enabled).toBe(true);
    const simple = chooseColumn(switchMetricTab(fresh, 'simple'), 'num');
    expect(metricSaveState(simple, datasource, undefined).enabled).toBe(false);
    expect(metricSaveState(chooseAggregate(simple, 'MAX'), datasource, undefined).enabled).toBe(true);
    const sql = switchMetricTab(fresh, 'sql');
    expect(metricSaveState(sql, datasource, undefined).enabled).toBe(false);
    expect(metricSaveState(editSql(sql, '  '), datasource, undefined).enabled).toBe(false);
    expect(metricSaveState(editSql(sql, 'MAX(num)'), datasource, undefined).enabled).toBe(true);
  });

  it('a chosen saved metric stays chosen while looking at other tabs', () => {
    const saved = chooseSavedMetric(initialMetricDraft({}, datasource), 'total');
    const onSimple = switchMetricTab(saved, 'simple');
    expect(metricDraftValue(onSimple, datasource)).toBe('total');
    expect(metricDraftValue(chooseColumn(onSimple, 'num'), datasource)).toBeNull();
  });

  it('makes Save primary only when something changed', () => {
    const saved = initialMetricDraft({ value: 'count' }, datasource);
    expect(metricSaveState(saved, datasource, 'count')).toEqual({ enabled: true, primary: false });
    expect(metricSaveState(chooseSavedMetric(saved, 'total'), datasource, 'count')).toEqual({
      enabled: true,
      primary: true,
    });
    const simple = initialMetricDraft({ value: sumNum }, datasource);
    expect(metricSaveState(simple, datasource, sumNum)).toEqual({ enabled: true, primary: false });
    expect(metricSaveState(chooseAggregate(simple, 'MIN'), datasource, sumNum).primary).toBe(true);
    expect(metricSaveState({ ...simple, title: commitLabel('Total') }, datasource, sumNum).primary).toBe(
      true,
    );
  });
});

describe('stale metrics', () => {
  it('drops saved metrics and Simple metrics whose column is gone, keeps Custom SQL', () => {
    const sql = { expressionType: 'SQL' as const, sqlExpression: 'MAX(gone)', label: 'm' };
    const stale = { ...sumNum, column: { column_name: 'gone' } };
    expect(dropStaleMetrics(['count', 'deleted', sumNum, stale, sql], datasource)).toEqual([
      'count',
      sumNum,
      sql,
    ]);
  });
});
