import type { ExploreDatasource, QueryColumn, QueryMetric } from '@sightline/core';
import { disallowsAdhocMetrics } from '@sightline/core';
import type { DragItem } from '../../../../features/shared/controls/dragItems';
import type { ColumnControlOptions } from './columnRules';
import { allowsColumn, referencedColumnName } from './columnRules';

/** What a pill drags: saved names and ad-hoc objects have their own types. */
export function columnPillType(value: QueryColumn): 'columnOption' | 'adhocColumn' {
  return typeof value === 'string' ? 'columnOption' : 'adhocColumn';
}

export function metricPillType(value: QueryMetric): 'metricOption' | 'adhocMetric' {
  return typeof value === 'string' ? 'metricOption' : 'adhocMetric';
}

/** A pill of this control being dragged to a new place (pills never move between controls). */
export function isReorderDrag(
  item: DragItem | null,
  control: string,
  types: readonly DragItem['type'][],
): item is Extract<DragItem, { index: number }> {
  return item !== null && types.includes(item.type) && 'control' in item && item.control === control;
}

const COLUMN_PILL_TYPES: DragItem['type'][] = ['columnOption', 'adhocColumn'];
const METRIC_PILL_TYPES: DragItem['type'][] = ['metricOption', 'adhocMetric'];

export function isColumnReorderDrag(item: DragItem | null, control: string) {
  return isReorderDrag(item, control, COLUMN_PILL_TYPES);
}

export function isMetricReorderDrag(item: DragItem | null, control: string) {
  return isReorderDrag(item, control, METRIC_PILL_TYPES);
}

/**
 * A column control takes a dataset column its options allow and that it does not hold yet; anything else
 * is refused (the zone does not highlight).
 */
export function acceptsColumnDrop(
  item: DragItem | null,
  options: ColumnControlOptions,
  selected: readonly QueryColumn[],
): boolean {
  if (item?.type !== 'column') return false;
  if (!allowsColumn(item.value, options)) return false;
  return !selected.some((value) => referencedColumnName(value) === item.value.column_name);
}

/**
 * A metric control takes a saved metric it does not hold yet, or a column to aggregate (which opens the
 * popover) unless the dataset forbids ad-hoc metrics.
 */
export function acceptsMetricDrop(
  item: DragItem | null,
  selected: readonly QueryMetric[],
  datasource: Pick<ExploreDatasource, 'extra'> | null,
): boolean {
  if (item?.type === 'metric') return !selected.includes(item.value.metric_name);
  if (item?.type === 'column') return !disallowsAdhocMetrics(datasource);
  return false;
}
