import {
  aggregate,
  fractionOf,
  naturalCompare,
  type AggregateFunction,
  type AggregateValue,
} from './aggregators.js';

/**
 * The pivot itself, computed from the query's flat rows (pure): cells, subtotals and totals for every
 * row and column key, and the order keys are shown in. The metric is an attribute of one axis (like
 * Superset's METRIC_KEY) but is never aggregated across: every subtotal and total keeps its metric, so
 * a total of two metrics is never summed together.
 */

/** The attribute that holds the metric's name on whichever axis shows metrics. */
export const METRIC_KEY = '__metric__';

/** A key position that a subtotal or total aggregates over. */
export const ALL: unique symbol = Symbol('all');
export type KeyPart = unknown;
export type PivotKey = readonly KeyPart[];

export const PIVOT_ORDERS = ['key_a_to_z', 'key_z_to_a', 'value_a_to_z', 'value_z_to_a'] as const;
export type PivotOrder = (typeof PIVOT_ORDERS)[number];

export interface AxisEntry {
  key: PivotKey;
  kind: 'data' | 'subtotal' | 'total';
}

export interface AxisOptions {
  attrs: readonly string[];
  order: PivotOrder;
  subtotals: boolean;
  /** Subtotals before their group (top / left) instead of after it. */
  subtotalsFirst: boolean;
  /** A grand total at the end of this axis (a totals row on the row axis, a column on the other). */
  totals: boolean;
}

export interface PivotInput {
  records: readonly Readonly<Record<string, unknown>>[];
  metrics: readonly string[];
  aggregateFunction: AggregateFunction;
  rows: AxisOptions;
  cols: AxisOptions;
}

export interface PivotData {
  rowEntries: AxisEntry[];
  colEntries: AxisEntry[];
  /** The aggregate of the values under a row entry and a column entry. */
  value(row: AxisEntry, col: AxisEntry): AggregateValue;
  /** The metric a cell shows. */
  metricOf(row: AxisEntry, col: AxisEntry): string;
}

const SEPARATOR = '\u0001';

function encodePart(part: KeyPart): string {
  if (part === ALL) return '*';
  if (part === null || part === undefined) return 'n';
  return `${typeof part}:${String(part)}`;
}

export function encodeKey(key: PivotKey): string {
  return key.map(encodePart).join(SEPARATOR);
}

/** The keys a value counts towards: its own, then each shorter prefix with the rest as ALL; metric kept. */
function patternsOf(key: PivotKey, metricPos: number): string[] {
  const patterns = new Set<string>();
  for (let depth = key.length; depth >= 0; depth -= 1) {
    patterns.add(encodeKey(key.map((part, index) => (index < depth || index === metricPos ? part : ALL))));
  }
  return [...patterns];
}

interface TreeNode {
  value: KeyPart;
  children: Map<string, TreeNode>;
}

export function computePivot(input: PivotInput): PivotData {
  const { records, metrics, aggregateFunction, rows, cols } = input;
  const rowMetricPos = rows.attrs.indexOf(METRIC_KEY);
  const colMetricPos = cols.attrs.indexOf(METRIC_KEY);
  const cells = new Map<string, unknown[]>();
  const rowTree: TreeNode = { value: ALL, children: new Map() };
  const colTree: TreeNode = { value: ALL, children: new Map() };

  for (const record of records) {
    for (const metric of metrics) {
      const value = record[metric];
      // Like Superset, a metric that is null in a row does not count (not even for Count).
      if (value === null || value === undefined) continue;
      const attrValue = (attr: string) => (attr === METRIC_KEY ? metric : record[attr]);
      const rowKey = rows.attrs.map(attrValue);
      const colKey = cols.attrs.map(attrValue);
      addToTree(rowTree, rowKey);
      addToTree(colTree, colKey);
      for (const rowPattern of patternsOf(rowKey, rowMetricPos)) {
        for (const colPattern of patternsOf(colKey, colMetricPos)) {
          const id = `${rowPattern}|${colPattern}`;
          const list = cells.get(id);
          if (list) list.push(value);
          else cells.set(id, [value]);
        }
      }
    }
  }

  const fraction = fractionOf(aggregateFunction);
  const baseFunction = fraction ? fraction.base : aggregateFunction;
  const cache = new Map<string, AggregateValue>();
  const aggregateAt = (rowKey: PivotKey, colKey: PivotKey): AggregateValue => {
    const id = `${encodeKey(rowKey)}|${encodeKey(colKey)}`;
    if (!cache.has(id)) {
      const values = cells.get(id);
      cache.set(id, values ? aggregate(baseFunction as Parameters<typeof aggregate>[0], values) : null);
    }
    return cache.get(id)!;
  };
  /** An axis's grand total key for one metric: everything ALL but the metric. */
  const allKey = (attrs: readonly string[], metric: string) =>
    attrs.map((attr) => (attr === METRIC_KEY ? metric : ALL));
  const metricOf = (rowKey: PivotKey, colKey: PivotKey) =>
    String(rowMetricPos >= 0 ? rowKey[rowMetricPos] : colMetricPos >= 0 ? colKey[colMetricPos] : metrics[0]);

  const valueOf = (rowKey: PivotKey, colKey: PivotKey): AggregateValue => {
    const base = aggregateAt(rowKey, colKey);
    if (!fraction || typeof base !== 'number') return base;
    const metric = metricOf(rowKey, colKey);
    const denominator =
      fraction.of === 'total'
        ? aggregateAt(allKey(rows.attrs, metric), allKey(cols.attrs, metric))
        : fraction.of === 'row'
          ? aggregateAt(rowKey, allKey(cols.attrs, metric))
          : aggregateAt(allKey(rows.attrs, metric), colKey);
    return typeof denominator === 'number' && denominator !== 0 ? base / denominator : null;
  };

  /** What value orders sort by: the node's aggregate against the whole other axis, first metric if unpinned. */
  const sortValue = (axis: 'rows' | 'cols', prefix: PivotKey): AggregateValue => {
    const own = axis === 'rows' ? rows.attrs : cols.attrs;
    const other = axis === 'rows' ? cols.attrs : rows.attrs;
    const metricPos = own.indexOf(METRIC_KEY);
    const metric = metricPos >= 0 && metricPos < prefix.length ? String(prefix[metricPos]) : metrics[0]!;
    const key = own.map((attr, index) =>
      index < prefix.length ? prefix[index] : attr === METRIC_KEY ? metric : ALL,
    );
    const otherKey = allKey(other, metric);
    return axis === 'rows' ? aggregateAt(key, otherKey) : aggregateAt(otherKey, key);
  };

  return {
    rowEntries: axisEntries(rowTree, rows, metrics, (prefix) => sortValue('rows', prefix)),
    colEntries: axisEntries(colTree, cols, metrics, (prefix) => sortValue('cols', prefix)),
    value: (row, col) => valueOf(row.key, col.key),
    metricOf: (row, col) => metricOf(row.key, col.key),
  };
}

function addToTree(tree: TreeNode, key: PivotKey): void {
  let node = tree;
  for (const part of key) {
    const id = encodePart(part);
    let child = node.children.get(id);
    if (!child) {
      child = { value: part, children: new Map() };
      node.children.set(id, child);
    }
    node = child;
  }
}

/**
 * The entries of one axis in display order: a depth-first walk of its key tree with subtotals around
 * each group and the grand totals last. When the metric is the axis's first attribute its groups'
 * subtotals are the totals, so they are shown as such, one per metric.
 */
function axisEntries(
  tree: TreeNode,
  options: AxisOptions,
  metrics: readonly string[],
  sortValue: (prefix: PivotKey) => AggregateValue,
): AxisEntry[] {
  const { attrs } = options;
  const n = attrs.length;
  const metricPos = attrs.indexOf(METRIC_KEY);
  const metricFirst = metricPos === 0;
  // Totals of an axis that has only the metric (or nothing) would repeat its cells.
  const totals = options.totals && n > 0 && !(n === 1 && metricFirst);
  const entries: AxisEntry[] = [];
  const partialKeys = (prefix: PivotKey): PivotKey[] =>
    metricPos >= prefix.length
      ? metrics.map((metric) =>
          attrs.map((attr, i) => (i < prefix.length ? prefix[i] : attr === METRIC_KEY ? metric : ALL)),
        )
      : [attrs.map((_attr, i) => (i < prefix.length ? prefix[i] : ALL))];

  const walk = (node: TreeNode, prefix: PivotKey) => {
    const depth = prefix.length;
    if (depth === n) {
      entries.push({ key: prefix, kind: 'data' });
      return;
    }
    const children = sortChildren(
      [...node.children.values()],
      attrs[depth]!,
      prefix,
      options.order,
      metrics,
      sortValue,
    );
    const isMetricGroup = metricFirst && depth === 1;
    // A group whose only deeper level is the metric has nothing to subtotal: each metric is one entry.
    const onlyMetricBelow = depth === n - 1 && attrs[depth] === METRIC_KEY;
    const subtotals =
      depth > 0 && !isMetricGroup && !onlyMetricBelow && options.subtotals
        ? partialKeys(prefix).map((key): AxisEntry => ({ key, kind: 'subtotal' }))
        : [];
    if (options.subtotalsFirst) entries.push(...subtotals);
    for (const child of children) walk(child, [...prefix, child.value]);
    if (!options.subtotalsFirst) entries.push(...subtotals);
    if (isMetricGroup && totals) entries.push({ key: partialKeys(prefix)[0]!, kind: 'total' });
  };
  walk(tree, []);
  if (totals && !metricFirst)
    entries.push(...partialKeys([]).map((key): AxisEntry => ({ key, kind: 'total' })));
  return entries;
}

function sortChildren(
  children: TreeNode[],
  attr: string,
  prefix: PivotKey,
  order: PivotOrder,
  metrics: readonly string[],
  sortValue: (prefix: PivotKey) => AggregateValue,
): TreeNode[] {
  // Metrics keep the order they were picked in, whatever the sort.
  if (attr === METRIC_KEY)
    return children.sort((a, b) => metrics.indexOf(String(a.value)) - metrics.indexOf(String(b.value)));
  if (order === 'key_a_to_z') return children.sort((a, b) => naturalCompare(a.value, b.value));
  if (order === 'key_z_to_a') return children.sort((a, b) => naturalCompare(b.value, a.value));
  const values = new Map(children.map((child) => [child, sortValue([...prefix, child.value])]));
  const direction = order === 'value_a_to_z' ? 1 : -1;
  return children.sort(
    (a, b) => direction * naturalCompare(values.get(a), values.get(b)) || naturalCompare(a.value, b.value),
  );
}
