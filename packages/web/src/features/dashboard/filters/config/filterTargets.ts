import type { NativeFilterType } from '@sightline/core';
import { noDefaultValue } from './filterConfigDraft';

/**
 * What each filter type targets: a value or range filter filters one column of a dataset (numeric for a
 * range); a time column or time grain filter needs a dataset (its temporal columns, its engine's grains);
 * a time range filter needs neither.
 */
export type ColumnKind = 'any' | 'numeric';

export interface FilterTargetNeeds {
  dataset: boolean;
  column: ColumnKind | null;
}

const NEEDS: Record<NativeFilterType, FilterTargetNeeds> = {
  filter_select: { dataset: true, column: 'any' },
  filter_range: { dataset: true, column: 'numeric' },
  filter_time: { dataset: false, column: null },
  filter_timecolumn: { dataset: true, column: null },
  filter_timegrain: { dataset: true, column: null },
};

/** The target a filter type needs; an unknown type needs none. */
export function targetNeedsOf(filterType: string): FilterTargetNeeds {
  return NEEDS[filterType as NativeFilterType] ?? { dataset: false, column: null };
}

/** A dataset column as `GET /api/v1/dataset/{id}` answers it (the fields the form reads). */
export interface TargetColumn {
  column_name: string;
  /** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic?: number | null;
}

const NUMERIC = 0;

/** The columns a filter of `kind` may target. */
export function columnsOfKind(columns: readonly TargetColumn[], kind: ColumnKind): TargetColumn[] {
  switch (kind) {
    case 'any':
      return [...columns];
    case 'numeric':
      return columns.filter((c) => c.type_generic === NUMERIC);
  }
}

/**
 * The changes when a filter's type changes: the dataset stays when the new type needs one, the column
 * when it needs the same kind of column; the default value (shaped by the type) starts empty.
 */
export function filterTypeChange(
  filter: { filterType: string; targets: { datasetId?: number; column?: { name: string } }[] },
  filterType: NativeFilterType,
) {
  const before = targetNeedsOf(filter.filterType);
  const after = targetNeedsOf(filterType);
  const target = filter.targets[0] ?? {};
  const datasetId = after.dataset ? target.datasetId : undefined;
  const column = after.column && after.column === before.column ? target.column : undefined;
  return {
    filterType,
    targets: datasetId === undefined ? [] : [{ datasetId, ...(column ? { column } : {}) }],
    defaultDataMask: noDefaultValue(),
  };
}
