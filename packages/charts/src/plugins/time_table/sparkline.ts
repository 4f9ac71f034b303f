/**
 * A sparkline's geometry (pure): an SVG path through the non-missing values, broken at gaps, with the
 * min, max and last points marked and the y-axis bounds applied. Coordinates are rounded to 0.1 px.
 */
export interface SparklineOptions {
  width: number;
  height: number;
  /** Fixed y-axis ends; null takes the data's min or max. */
  yAxisBounds?: readonly [number | null, number | null];
  /** Room on the right for the y-axis labels. */
  marginRight?: number;
}

export interface SparklinePoint {
  index: number;
  x: number;
  y: number;
  value: number;
}

export interface SparklineGeometry {
  path: string;
  points: SparklinePoint[];
  /** Indices of the lowest, highest and last values (to mark with dots). */
  markers: { min: number | null; max: number | null; last: number | null };
  domain: readonly [number, number];
  /** Pixel y of a value (for reference lines). */
  y(value: number): number;
  /** The data index nearest a pixel x (for the tooltip). */
  indexAt(x: number): number | null;
}

const PADDING = 4;
const round = (value: number) => Math.round(value * 10) / 10;

export function sparklineGeometry(
  values: readonly (number | null)[],
  options: SparklineOptions,
): SparklineGeometry {
  const { width, height, yAxisBounds = [null, null], marginRight = 0 } = options;
  const present = values.flatMap((value, index) =>
    value === null || !Number.isFinite(value) ? [] : [{ index, value }],
  );
  const dataMin = present.length ? Math.min(...present.map((p) => p.value)) : 0;
  const dataMax = present.length ? Math.max(...present.map((p) => p.value)) : 0;
  let lo = yAxisBounds[0] ?? dataMin;
  let hi = yAxisBounds[1] ?? dataMax;
  if (lo === hi) {
    lo -= 1;
    hi += 1;
  }
  const left = PADDING;
  const right = Math.max(left, width - PADDING - marginRight);
  const top = PADDING;
  const bottom = Math.max(top, height - PADDING);
  const step = values.length > 1 ? (right - left) / (values.length - 1) : 0;
  const xAt = (index: number) => (values.length > 1 ? left + index * step : (left + right) / 2);
  const y = (value: number) => round(bottom - ((value - lo) / (hi - lo)) * (bottom - top));
  const points = present.map(({ index, value }) => ({ index, value, x: round(xAt(index)), y: y(value) }));

  let path = '';
  let previous = -2;
  for (const point of points) {
    path += `${point.index === previous + 1 ? 'L' : 'M'}${point.x},${point.y}`;
    previous = point.index;
  }
  const pick = (better: (a: SparklinePoint, b: SparklinePoint) => boolean) =>
    points.length ? points.reduce((best, point) => (better(point, best) ? point : best)).index : null;
  return {
    path,
    points,
    markers: {
      min: pick((a, b) => a.value < b.value),
      max: pick((a, b) => a.value > b.value),
      last: points.length ? points[points.length - 1]!.index : null,
    },
    domain: [lo, hi],
    y,
    indexAt: (x) => {
      if (values.length === 0) return null;
      if (values.length === 1) return 0;
      return Math.min(values.length - 1, Math.max(0, Math.round((x - left) / step)));
    },
  };
}
