import type { ExploreColumn, ExploreDatasource, ExploreMetric, ExploreOwner } from '@sightline/core';

/** A column being edited: a stable row key, and whether it lives on the Calculated columns tab. */
export interface DraftColumn extends ExploreColumn {
  key: string;
  calculated: boolean;
}

export interface DraftMetric extends ExploreMetric {
  key: string;
}

/** What the Edit dataset modal changes; the rest of the dataset is saved as it was loaded. */
export interface DatasetDraft {
  description: string;
  main_dttm_col: string | null;
  cache_timeout: number | null;
  offset: number;
  /** The dataset's extra JSON as the user types it. */
  extra: string;
  owners: ExploreOwner[];
  columns: DraftColumn[];
  metrics: DraftMetric[];
}

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-${++nextKey}`;

export function draftFromDatasource(datasource: ExploreDatasource): DatasetDraft {
  return {
    description: datasource.description ?? '',
    main_dttm_col: datasource.main_dttm_col,
    cache_timeout: datasource.cache_timeout,
    offset: datasource.offset ?? 0,
    extra: datasource.extra ?? '',
    owners: [...datasource.owners],
    columns: datasource.columns.map((column) => ({
      ...column,
      key: newKey('column'),
      calculated: !!column.expression?.trim(),
    })),
    metrics: datasource.metrics.map((metric) => ({ ...metric, key: newKey('metric') })),
  };
}

export function newCalculatedColumn(): DraftColumn {
  return {
    key: newKey('column'),
    calculated: true,
    column_name: '',
    expression: '',
    type: '',
    is_dttm: false,
    filterable: true,
    groupby: true,
  };
}

export function newMetric(): DraftMetric {
  return { key: newKey('metric'), metric_name: '', expression: '' };
}

/** Replaces the item with the given key by `change` applied to it. */
export function updateByKey<T extends { key: string }>(
  items: readonly T[],
  key: string,
  change: Partial<T>,
): T[] {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}

export function removeByKey<T extends { key: string }>(items: readonly T[], key: string): T[] {
  return items.filter((item) => item.key !== key);
}
