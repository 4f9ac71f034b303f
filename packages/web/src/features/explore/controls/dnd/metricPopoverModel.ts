import type { ExploreColumn, ExploreDatasource, QueryMetric } from '@sightline/core';
import {
  disallowsAdhocMetrics,
  isMetricValid,
  METRIC_AGGREGATES,
  sameJson,
  truncateLabel,
} from '@sightline/core';
import type { PopoverTab, SaveState } from './columnPopoverModel';
import type { EditedLabel } from './labelEdit';
import { commitLabel, effectiveLabel, NO_CUSTOM_LABEL } from './labelEdit';
import { dndMessages } from './messages';

export type MetricAggregate = (typeof METRIC_AGGREGATES)[number];
type AdhocMetric = Exclude<QueryMetric, string>;
type MetricDatasource = Pick<ExploreDatasource, 'extra' | 'columns' | 'metrics'> & { type?: string };

/** Which kind of metric Save writes: the last thing the user chose or typed decides. */
export type MetricSource = 'saved' | 'SIMPLE' | 'SQL';

export interface MetricDraft {
  tab: PopoverTab;
  source: MetricSource;
  savedMetric: string | null;
  column: string | null;
  aggregate: MetricAggregate | null;
  sqlExpression: string;
  title: EditedLabel;
  optionName: string;
  /** The ad-hoc metric being edited: its other fields are kept on save. */
  base: AdhocMetric | null;
}

/** What the popover opens on: a saved value, a column dropped on the zone, or nothing (a new metric). */
export interface MetricPopoverInput {
  value?: QueryMetric;
  droppedColumn?: ExploreColumn;
}

/** The legacy native Druid connector (no AVG, no Custom SQL). */
export function isNativeDruid(datasource: { type?: string } | null | undefined): boolean {
  return datasource?.type === 'druid';
}

/** The Simple tab's aggregates; AVG is removed for Druid. */
export function metricAggregates(datasource: { type?: string } | null | undefined): MetricAggregate[] {
  return METRIC_AGGREGATES.filter((aggregate) => !(aggregate === 'AVG' && isNativeDruid(datasource)));
}

export interface TabAvailability {
  disabled: boolean;
  tooltip: string | null;
}

/** The Simple and Custom SQL tabs, disabled with their tooltip texts. */
export function metricTabAvailability(
  datasource: (Pick<ExploreDatasource, 'extra'> & { type?: string }) | null,
): Record<'simple' | 'sql', TabAvailability> {
  const disallowed = disallowsAdhocMetrics(datasource);
  const druid = isNativeDruid(datasource);
  return {
    simple: { disabled: disallowed, tooltip: disallowed ? dndMessages.simpleDisallowed : null },
    sql: {
      disabled: disallowed || druid,
      tooltip: disallowed ? dndMessages.sqlDisallowed : druid ? dndMessages.sqlDruid : null,
    },
  };
}

function usableTab(tab: PopoverTab, datasource: MetricDatasource | null): PopoverTab {
  const availability = metricTabAvailability(datasource);
  if (tab === 'simple' && availability.simple.disabled) return availability.sql.disabled ? 'saved' : 'sql';
  if (tab === 'sql' && availability.sql.disabled) return availability.simple.disabled ? 'saved' : 'simple';
  return tab;
}

/**
 * The tab the popover opens on: the saved metric's or ad-hoc metric's own tab; for a new metric Saved when
 * the dataset has saved metrics, else Simple; never a disabled tab.
 */
export function defaultMetricTab(input: MetricPopoverInput, datasource: MetricDatasource | null): PopoverTab {
  const { value, droppedColumn } = input;
  let tab: PopoverTab;
  if (droppedColumn) tab = 'simple';
  else if (typeof value === 'string') tab = 'saved';
  else if (value && (value.column || value.sqlExpression))
    tab = value.expressionType === 'SQL' ? 'sql' : 'simple';
  else tab = (datasource?.metrics.length ?? 0) > 0 ? 'saved' : 'simple';
  return usableTab(tab, datasource);
}

function sourceOfTab(tab: PopoverTab): MetricSource {
  return tab === 'saved' ? 'saved' : tab === 'sql' ? 'SQL' : 'SIMPLE';
}

export function newOptionName(): string {
  return `metric_${Math.random().toString(36).slice(2, 12)}_${Date.now().toString(36)}`;
}

export function initialMetricDraft(
  input: MetricPopoverInput,
  datasource: MetricDatasource | null,
  optionName: string = newOptionName(),
): MetricDraft {
  const tab = defaultMetricTab(input, datasource);
  const draft: MetricDraft = {
    tab,
    source: sourceOfTab(tab),
    savedMetric: null,
    column: input.droppedColumn?.column_name ?? null,
    aggregate: null,
    sqlExpression: '',
    title: NO_CUSTOM_LABEL,
    optionName,
    base: null,
  };
  const { value } = input;
  if (typeof value === 'string') return { ...draft, source: 'saved', savedMetric: value };
  if (!value) return draft;
  return {
    ...draft,
    source: value.expressionType === 'SQL' ? 'SQL' : 'SIMPLE',
    column: value.column?.column_name ?? null,
    aggregate: (value.aggregate as MetricAggregate | null | undefined) ?? null,
    sqlExpression: value.sqlExpression ?? '',
    title: value.hasCustomLabel && value.label ? commitLabel(value.label) : NO_CUSTOM_LABEL,
    optionName: value.optionName ?? optionName,
    base: value,
  };
}

/** Choosing a saved metric makes Save write it; editing a Simple or SQL field makes Save write that. */
export function chooseSavedMetric(draft: MetricDraft, name: string | null): MetricDraft {
  return { ...draft, savedMetric: name, source: 'saved', column: null, aggregate: null, sqlExpression: '' };
}

export function chooseColumn(draft: MetricDraft, column: string | null): MetricDraft {
  return { ...draft, column, source: 'SIMPLE', savedMetric: null };
}

export function chooseAggregate(draft: MetricDraft, aggregate: MetricAggregate | null): MetricDraft {
  return { ...draft, aggregate, source: 'SIMPLE', savedMetric: null };
}

export function editSql(draft: MetricDraft, sqlExpression: string): MetricDraft {
  return { ...draft, sqlExpression, source: 'SQL', savedMetric: null };
}

/** `SUM(num)`, or `COUNT(DISTINCT num)`: a Simple metric as SQL, to start the Custom SQL tab from. */
export function simpleMetricSql(aggregate: MetricAggregate, column: string): string {
  return aggregate === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${column})` : `${aggregate}(${column})`;
}

/**
 * Switching tabs: a chosen saved metric stays what Save writes until the user edits elsewhere; otherwise
 * the Simple or Custom SQL tab becomes the metric's kind, the SQL tab starting from the Simple metric.
 */
export function switchMetricTab(draft: MetricDraft, tab: PopoverTab): MetricDraft {
  if (tab === 'saved' || (draft.source === 'saved' && draft.savedMetric)) return { ...draft, tab };
  let { sqlExpression } = draft;
  if (tab === 'sql' && !sqlExpression.trim() && draft.column && draft.aggregate) {
    sqlExpression = simpleMetricSql(draft.aggregate, draft.column);
  }
  return { ...draft, tab, sqlExpression, source: sourceOfTab(tab) };
}

/** No title editing on the Saved tab. */
export function isTitleEditable(draft: MetricDraft): boolean {
  return draft.tab !== 'saved';
}

/** `SUM(num)` for Simple metrics; the SQL cut to 40 characters plus '...' beyond 42. */
export function metricDefaultLabel(draft: MetricDraft, datasource: MetricDatasource | null): string {
  if (draft.source === 'saved') {
    const metric = datasource?.metrics.find((candidate) => candidate.metric_name === draft.savedMetric);
    return metric?.verbose_name || draft.savedMetric || '';
  }
  if (draft.source === 'SQL') return truncateLabel(draft.sqlExpression.trim());
  return draft.column && draft.aggregate ? `${draft.aggregate}(${draft.column})` : '';
}

/** The dataset column an ad-hoc metric saves (its `extra` JSON left out), or just its name when gone. */
function metricColumn(name: string, datasource: MetricDatasource | null): AdhocMetric['column'] {
  const column = datasource?.columns.find((candidate) => candidate.column_name === name);
  if (!column) return { column_name: name };
  const { extra: _extra, ...rest } = column;
  return rest;
}

/** The value Save writes: a saved metric's name or an ad-hoc metric; null when invalid. */
export function metricDraftValue(
  draft: MetricDraft,
  datasource: MetricDatasource | null,
): QueryMetric | null {
  if (draft.source === 'saved') return draft.savedMetric || null;
  const label = effectiveLabel(draft.title, metricDefaultLabel(draft, datasource));
  const common = {
    ...draft.base,
    label,
    hasCustomLabel: draft.title.hasCustomLabel,
    optionName: draft.optionName,
    isNew: false,
  };
  const metric: AdhocMetric =
    draft.source === 'SQL'
      ? {
          ...common,
          expressionType: 'SQL',
          column: null,
          aggregate: null,
          sqlExpression: draft.sqlExpression,
        }
      : {
          ...common,
          expressionType: 'SIMPLE',
          column: draft.column ? metricColumn(draft.column, datasource) : null,
          aggregate: draft.aggregate,
          sqlExpression: null,
        };
  return isMetricValid(metric) ? metric : null;
}

/** What makes two metrics the same to the user (option names, column details and isNew aside). */
function metricMeaning(metric: QueryMetric | null | undefined): unknown {
  if (metric === null || metric === undefined || typeof metric === 'string') return metric ?? null;
  const sql = metric.expressionType === 'SQL';
  return {
    expressionType: metric.expressionType,
    column: sql ? null : (metric.column?.column_name ?? null),
    aggregate: sql ? null : (metric.aggregate ?? null),
    sqlExpression: sql ? (metric.sqlExpression ?? '') : null,
    label: metric.label ?? null,
    hasCustomLabel: Boolean(metric.hasCustomLabel),
  };
}

/** Save is enabled for a valid metric or a chosen saved metric, primary only when changed. */
export function metricSaveState(
  draft: MetricDraft,
  datasource: MetricDatasource | null,
  initial: QueryMetric | undefined,
): SaveState {
  const value = metricDraftValue(draft, datasource);
  const enabled = value !== null;
  return { enabled, primary: enabled && !sameJson(metricMeaning(value), metricMeaning(initial)) };
}

/**
 * Metrics that no longer exist in the dataset are dropped: saved metrics missing from its
 * saved metrics, Simple metrics whose column is gone. Custom SQL metrics stay.
 */
export function dropStaleMetrics(
  metrics: readonly QueryMetric[],
  datasource: Pick<ExploreDatasource, 'columns' | 'metrics'>,
): QueryMetric[] {
  const savedNames = new Set(datasource.metrics.map((metric) => metric.metric_name));
  const columnNames = new Set(datasource.columns.map((column) => column.column_name));
  return metrics.filter((metric) => {
    if (typeof metric === 'string') return savedNames.has(metric);
    if (metric.expressionType === 'SQL') return true;
    return Boolean(metric.column?.column_name && columnNames.has(metric.column.column_name));
  });
}
