import { toNumber } from '../../sdk/chartValues.js';
import { spatialPoint, type GeoPoint, type SpatialValue } from '../../sdk/geo/spatial.js';

/** The label of points whose dimension value is null. */
export const NULL_CATEGORY = '<NULL>';

/** One drawable point of the result. */
export interface ScatterPoint {
  location: GeoPoint;
  /** The color dimension's value as the dataset holds it (null without a dimension). */
  category: string | number | boolean | null;
  /** The size value: the fixed size or the row's metric value. */
  size: number | null;
  row: Readonly<Record<string, unknown>>;
}

export interface PointColumns {
  spatial: SpatialValue;
  /** The dimension's column label, or null. */
  dimension: string | null;
  /** The metric's label when the size comes from a metric. */
  metric: string | null;
  /** The fixed size when it does not. */
  fixedSize: number | null;
}

const categoryOf = (value: unknown): ScatterPoint['category'] =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : typeof value === 'bigint'
      ? Number(value)
      : null;

/** Result rows → points; rows whose location is missing or unparseable are skipped. */
export function scatterPoints(
  rows: readonly Readonly<Record<string, unknown>>[],
  { spatial, dimension, metric, fixedSize }: PointColumns,
): ScatterPoint[] {
  return rows.flatMap((row) => {
    const location = spatialPoint(row, spatial);
    if (!location) return [];
    return [
      {
        location,
        category: dimension === null ? null : categoryOf(row[dimension]),
        size: metric === null ? fixedSize : toNumber(row[metric]),
        row,
      },
    ];
  });
}

/** Points grouped by `nameOf`, groups in first-seen order, points in input order; linear in the points. */
export function groupPoints(
  points: readonly ScatterPoint[],
  nameOf: (point: ScatterPoint) => string,
): Map<string, ScatterPoint[]> {
  const groups = new Map<string, ScatterPoint[]>();
  for (const point of points) {
    const name = nameOf(point);
    const group = groups.get(name);
    if (group) group.push(point);
    else groups.set(name, [point]);
  }
  return groups;
}
