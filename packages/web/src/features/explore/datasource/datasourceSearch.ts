import type { ExploreColumn, ExploreMetric } from '@sightline/core';

/** The dataset name gets a tooltip when it is longer than 25 characters. */
export const DATASET_NAME_TOOLTIP_LENGTH = 25;

export function needsNameTooltip(name: string): boolean {
  return name.length > DATASET_NAME_TOOLTIP_LENGTH;
}

/** How well an item matches: lower is better; null when it does not match. */
function matchRank(
  names: (string | null | undefined)[],
  texts: (string | null | undefined)[],
  needle: string,
) {
  const lowerNames = names.filter((name): name is string => !!name).map((name) => name.toLowerCase());
  if (lowerNames.some((name) => name === needle)) return 0;
  if (lowerNames.some((name) => name.startsWith(needle))) return 1;
  if (lowerNames.some((name) => name.includes(needle))) return 2;
  // Descriptions and expressions match with underscores, line breaks and runs of spaces read as one space.
  const spaced = needle.replace(/[_\s]+/g, ' ');
  if (
    texts.some(
      (text) =>
        !!text &&
        text
          .toLowerCase()
          .replace(/[_\s]+/g, ' ')
          .includes(spaced),
    )
  )
    return 3;
  return null;
}

/**
 * Items whose name or verbose name (then description or expression) contain the search text, ignoring
 * case; the best matches first (exact, prefix, anywhere in a name, in a description or expression), the
 * dataset's order within a rank. An empty search keeps every item in the dataset's order.
 */
function searchItems<T>(
  items: readonly T[],
  search: string,
  fieldsOf: (item: T) => { names: (string | null | undefined)[]; texts: (string | null | undefined)[] },
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items
    .map((item, index) => {
      const { names, texts } = fieldsOf(item);
      return { item, index, rank: matchRank(names, texts, needle) };
    })
    .filter((entry): entry is { item: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

export function searchColumns(columns: readonly ExploreColumn[], search: string): ExploreColumn[] {
  return searchItems(columns, search, (column) => ({
    names: [column.column_name, column.verbose_name],
    texts: [column.description, column.expression],
  }));
}

export function searchMetrics(metrics: readonly ExploreMetric[], search: string): ExploreMetric[] {
  return searchItems(metrics, search, (metric) => ({
    names: [metric.metric_name, metric.verbose_name],
    texts: [metric.description, metric.expression],
  }));
}
