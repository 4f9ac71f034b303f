import type { UserRef } from '@sightline/core';
import type { ReactNode } from 'react';
import type { Resource } from '../../platform/api';
import type { ViewName } from '../../platform/permissions';
import type { FavoriteResource } from '../../features/shared/resourceLists/listApi';
import type { FilterSpec } from '../../platform/listQuery';

/** A row of any list: Superset list rows always carry a numeric id. */
export interface ListRow {
  id: number;
}

export interface ListColumn<Row> {
  key: string;
  title: string;
  /** The `order_column` this column sorts by; absent when the server cannot sort on it. */
  sortColumn?: string;
  width?: number | string;
  render: (row: Row) => ReactNode;
}

/** Helpers a resource's own row actions may use (e.g. the saved query "copy link"). */
export interface RowActionHelpers {
  addSuccessToast: (text: string) => void;
  addDangerToast: (text: string) => void;
}

/**
 * Everything that differs between the list pages; ResourceList does the rest. `label` is the singular
 * lower-case noun used in the spec's messages ('An error occurred while fetching %ss').
 */
export interface ResourceListConfig<Row extends ListRow> {
  resource: Resource;
  view: ViewName;
  title: string;
  label: string;
  emptyText: string;
  filters: FilterSpec[];
  columns: ListColumn<Row>[];
  nameOf: (row: Row) => string;
  /** Set for resources users can star. */
  favorite?: FavoriteResource;
  /**
   * Owner ids for resources whose writes need ownership; absent for resources where
   * can_write alone decides (databases, saved queries).
   */
  ownerIdsOf?: (row: Row) => number[];
  /** Charts use 'There was an issue deleting: %s'; the others name the item. */
  deleteErrorStyle: 'unnamed' | 'named';
  rowActions?: (row: Row, helpers: RowActionHelpers) => ReactNode;
}

/** `ownerIdsOf` for rows that list their owners (charts, dashboards, datasets). */
export function ownerIdsOfRow(row: { owners?: UserRef[] }): number[] {
  return (row.owners ?? []).map((owner) => owner.id);
}
