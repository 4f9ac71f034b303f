import type { FilterColumnKind, NativeFilterTargetNeeds } from '@sightline/charts';
import { filterPluginOf } from '../../../charts/nativeFilterRegistry';
import { noDefaultValue } from './filterConfigDraft';

/** The target a filter type needs (dataset, column), as its plugin declares it; an unknown type needs none. */
export function targetNeedsOf(filterType: string): NativeFilterTargetNeeds {
  return filterPluginOf(filterType)?.target ?? { dataset: false, column: null };
}

/** A dataset column as `GET /api/v1/dataset/{id}` answers it (the fields the form reads). */
export interface TargetColumn {
  column_name: string;
  /** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic?: number | null;
}

const NUMERIC = 0;

/** The columns a filter of `kind` may target. */
export function columnsOfKind(columns: readonly TargetColumn[], kind: FilterColumnKind): TargetColumn[] {
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
  filterType: string,
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
