import type { RawSeries, SeriesData } from './seriesData.js';

/** How series (legend order, stacking order) and categories are ranked: by name or a statistic. */
export type SeriesSortType = 'name' | 'min' | 'max' | 'avg' | 'sum';

function statistic(values: readonly (number | null)[], type: Exclude<SeriesSortType, 'name'>): number {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return Number.NEGATIVE_INFINITY;
  if (type === 'min') return Math.min(...present);
  if (type === 'max') return Math.max(...present);
  const sum = present.reduce((total, value) => total + value, 0);
  return type === 'sum' ? sum : sum / present.length;
}

const byName = new Intl.Collator(undefined, { numeric: true }).compare;

/** Superset's sort_series_type / sort_series_ascending: ties keep the result's order. */
export function sortSeries(
  series: readonly RawSeries[],
  type: SeriesSortType,
  ascending: boolean,
): RawSeries[] {
  const direction = ascending ? 1 : -1;
  const ranked = series.map((entry, index) => ({
    entry,
    index,
    rank: type === 'name' ? 0 : statistic(entry.values, type),
  }));
  ranked.sort((a, b) => {
    const order = type === 'name' ? byName(a.entry.name, b.entry.name) : a.rank - b.rank;
    return order === 0 ? a.index - b.index : order * direction;
  });
  return ranked.map(({ entry }) => entry);
}

/**
 * The categories of a categorical x-axis with dimensions, sorted by name or by a statistic over all
 * series at each category (x_axis_sort_series); every series' values move with their category.
 */
export function sortCategories(data: SeriesData, type: SeriesSortType, ascending: boolean): SeriesData {
  const direction = ascending ? 1 : -1;
  const order = data.xValues.map((x, index) => ({
    index,
    name: String(x),
    rank:
      type === 'name'
        ? 0
        : statistic(
            data.series.map((entry) => entry.values[index] ?? null),
            type,
          ),
  }));
  order.sort((a, b) => {
    const result = type === 'name' ? byName(a.name, b.name) : a.rank - b.rank;
    return result === 0 ? a.index - b.index : result * direction;
  });
  return {
    ...data,
    xValues: order.map(({ index }) => data.xValues[index]!),
    series: data.series.map((entry) => ({
      ...entry,
      values: order.map(({ index }) => entry.values[index] ?? null),
    })),
  };
}
