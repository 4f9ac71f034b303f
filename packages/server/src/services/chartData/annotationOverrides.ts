import { formatDttm, resolveTimeRange, type QueryObject } from '@sightline/core';

/**
 * An annotation layer's `overrides` applied to the saved queries of the chart that provides the
 * annotation data (Superset's override keys: `time_range`, `since`/`until`, `granularity_sqla` or
 * `granularity`, `time_grain_sqla`). Superset's layer editor stores a key with the value null to mean
 * "pass the current chart's value down" (its "Override time range" checkbox), so null takes the value
 * from the query the layer is attached to; a string is used as given. When since or until is
 * overridden, the annotation chart's time_range is cleared, and the range is built from since and until
 * alone (a side that is not given stays open).
 */

export class AnnotationOverrideError extends Error {}

type SavedQuery = Record<string, unknown>;
type Filter = Record<string, unknown>;

const TIME_COLUMN_KEYS = ['granularity_sqla', 'granularity'] as const;

export function applyAnnotationOverrides(
  savedQueries: readonly SavedQuery[],
  overrides: Readonly<Record<string, unknown>>,
  parent: QueryObject,
  now: Date,
): SavedQuery[] {
  const range = overriddenTimeRange(overrides, parent, now);
  const timeColumnKey = TIME_COLUMN_KEYS.find((key) => key in overrides);
  const timeColumn = timeColumnKey
    ? (stringOrNull(overrides, timeColumnKey) ?? parentTimeColumn(parent))
    : null;
  const grain =
    'time_grain_sqla' in overrides
      ? (stringOrNull(overrides, 'time_grain_sqla') ?? parentTimeGrain(parent))
      : null;

  return savedQueries.map((saved) => {
    const query: SavedQuery = { ...saved };
    let filters = Array.isArray(query['filters']) ? (query['filters'] as Filter[]) : [];
    if (range !== null) {
      query['time_range'] = range;
      filters = filters.map((f) => (f['op'] === 'TEMPORAL_RANGE' ? { ...f, val: range } : f));
    }
    if (timeColumn) {
      query['granularity'] = timeColumn;
      delete query['granularity_sqla'];
      filters = filters.map((f) =>
        f['op'] === 'TEMPORAL_RANGE' && typeof f['col'] === 'string' ? { ...f, col: timeColumn } : f,
      );
    }
    if (grain) {
      const extras = (query['extras'] ?? {}) as Record<string, unknown>;
      query['extras'] = { ...extras, time_grain_sqla: grain };
      if (Array.isArray(query['columns'])) {
        query['columns'] = (query['columns'] as unknown[]).map((column) =>
          isBaseAxis(column) ? { ...column, timeGrain: grain } : column,
        );
      }
    }
    if (Array.isArray(saved['filters'])) query['filters'] = filters;
    // Annotations of the annotation chart are never drawn (Superset keeps only its data), so they are
    // not computed; this is also what makes chains and cycles of annotating charts impossible.
    query['annotation_layers'] = [];
    return query;
  });
}

/** The time range to set on the annotation chart's queries, or null when it keeps its own. */
function overriddenTimeRange(
  overrides: Readonly<Record<string, unknown>>,
  parent: QueryObject,
  now: Date,
): string | null {
  if ('since' in overrides || 'until' in overrides) {
    const parentBounds = () => {
      const range = parentTimeRange(parent);
      const bounds = range ? resolveTimeRange(range, { now }) : { since: null, until: null };
      return {
        since: bounds.since ? formatDttm(bounds.since) : '',
        until: bounds.until ? formatDttm(bounds.until) : '',
      };
    };
    const side = (key: 'since' | 'until') =>
      key in overrides ? (stringOrNull(overrides, key) ?? parentBounds()[key]) : '';
    return `${side('since')} : ${side('until')}`;
  }
  if ('time_range' in overrides) {
    return stringOrNull(overrides, 'time_range') ?? parentTimeRange(parent) ?? 'No filter';
  }
  return null;
}

function stringOrNull(overrides: Readonly<Record<string, unknown>>, key: string): string | null {
  const value = overrides[key];
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') throw new AnnotationOverrideError(`the override ${key} must be a string`);
  return value;
}

function isBaseAxis(column: unknown): column is Record<string, unknown> {
  return (
    typeof column === 'object' &&
    column !== null &&
    (column as Record<string, unknown>)['columnType'] === 'BASE_AXIS'
  );
}

/** The x-axis column of the x-axis form (an ad-hoc column with columnType BASE_AXIS). */
function baseAxisOf(query: QueryObject): Record<string, unknown> | undefined {
  const columns: unknown[] = query.columns ?? [];
  return columns.find(isBaseAxis);
}

function temporalFilter(query: QueryObject) {
  return (query.filters ?? []).find((f) => f.op === 'TEMPORAL_RANGE');
}

/** The current chart's range: `time_range`, else its TEMPORAL_RANGE filter's (the x-axis form). */
function parentTimeRange(parent: QueryObject): string | null {
  if (parent.time_range) return parent.time_range;
  const val = temporalFilter(parent)?.val;
  return typeof val === 'string' ? val : null;
}

function parentTimeColumn(parent: QueryObject): string | null {
  const legacy = parent.granularity || parent.granularity_sqla;
  if (legacy) return legacy;
  const axis = baseAxisOf(parent);
  if (axis && typeof axis['sqlExpression'] === 'string') return axis['sqlExpression'];
  const col = temporalFilter(parent)?.col;
  return typeof col === 'string' ? col : null;
}

function parentTimeGrain(parent: QueryObject): string | null {
  if (parent.extras?.time_grain_sqla) return parent.extras.time_grain_sqla;
  const axis = baseAxisOf(parent);
  return typeof axis?.['timeGrain'] === 'string' ? axis['timeGrain'] : null;
}
