import { z } from 'zod';
import { GenericDataType, type CellValue } from '../engine.js';
import type { Field } from '../frame/frame.js';
import { cellLabel, compareCellsNullsLast, numericValues, numbersToCells } from './cells.js';
import { aggregatesSchema, resolveAggregates, type ResolvedAggregate } from './aggregatesOption.js';
import { PostProcessingError } from './errors.js';
import { groupRows, groupValues } from './grouping.js';
import { labeledField, requireColumns, type LabeledField, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  index: z.array(z.string()).nullish(),
  columns: z.array(z.string()).nullish(),
  aggregates: aggregatesSchema.nullish(),
  metric_fill_value: z.number().nullish(),
  /** Older clients' name for metric_fill_value. */
  fill_value: z.number().nullish(),
  column_fill_value: z.string().nullish(),
  drop_missing_columns: z.boolean().nullish(),
  combine_value_with_metric: z.boolean().nullish(),
  marginal_distributions: z.boolean().nullish(),
  marginal_distribution_name: z.string().nullish(),
});

/** A pivot grid larger than this (rows × series × metrics) is refused rather than exhausting memory. */
export const MAX_PIVOT_CELLS = 50_000_000;

/** Superset's NULL_STRING: what missing group values in `columns` are called by default. */
export const NULL_STRING = '<NULL>';

type Key = CellValue[];

function cartesian(levels: CellValue[][]): Key[] {
  return levels.reduce<Key[]>(
    (keys, level) => keys.flatMap((key) => level.map((value) => [...key, value])),
    [[]],
  );
}

/**
 * `pivot` as Superset runs pandas `pivot_table`: rows are the distinct `index` tuples, columns are
 * `(value column, group values...)`, each cell the aggregate of its rows. With drop_missing_columns
 * (the default) rows with missing keys are dropped and all-empty columns removed; without it every
 * series present in the data is kept. Columns come out sorted as pandas sorts them. The index stays an
 * index (and the columns multi-level) until `flatten`.
 */
export function pivot(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('pivot', optionsSchema, rawOptions);
  const indexNames = options.index ?? [];
  const columnNames = options.columns ?? [];
  if (indexNames.length === 0)
    throw new PostProcessingError('Pivot operation requires at least one index', 'pivot');
  if (!options.aggregates || Object.keys(options.aggregates).length === 0) {
    throw new PostProcessingError('Pivot operation must include at least one aggregate', 'pivot');
  }
  if (options.marginal_distributions) {
    throw new PostProcessingError(
      'Invalid options for pivot: marginal_distributions is not supported',
      'pivot',
    );
  }
  requireColumns(frame, indexNames, 'pivot');
  requireColumns(frame, columnNames, 'pivot');
  const dropMissing = options.drop_missing_columns ?? true;
  const fillValue = options.metric_fill_value ?? options.fill_value ?? null;
  const columnFill = options.column_fill_value === undefined ? NULL_STRING : options.column_fill_value;

  // pandas keys the aggregate functions by source column: a later aggregate on the same column wins.
  const byColumn = new Map<string, ResolvedAggregate>();
  for (const resolved of resolveAggregates(frame, options.aggregates, 'pivot')) {
    byColumn.set(resolved.column.name, resolved);
  }
  const valueAggregates = [...byColumn.values()];

  const find = (name: string): Field => frame.columns.find((column) => column.name === name)!;
  const indexFields = indexNames.map(find);
  const columnFields = columnNames.map((name): Field => {
    const field = find(name);
    if (!columnFill) return field;
    return { ...field, values: field.values.map((value) => value ?? columnFill) };
  });
  const rowGrouping = groupRows(indexFields, frame.length, { dropNull: dropMissing });
  const comboGrouping = groupRows(columnFields, frame.length, { dropNull: dropMissing });
  const grouping = groupRows([...indexFields, ...columnFields], frame.length, { dropNull: dropMissing });

  const aggregated = valueAggregates.map(({ column, reduce }) => {
    const numbers = numericValues(column);
    const results = new Float64Array(grouping.groupCount);
    for (let group = 0; group < grouping.groupCount; group += 1) {
      results[group] = reduce(groupValues(grouping, numbers, group));
    }
    return results;
  });

  // Each (index, columns) group sits in one sorted row and one sorted series; with dropna, groups
  // whose aggregates are all missing are dropped first, and rows or series left without a group go.
  const rowOfGroup = new Int32Array(grouping.groupCount).fill(-1);
  const comboOfGroup = new Int32Array(grouping.groupCount).fill(-1);
  const rowUsed = new Int32Array(rowGrouping.groupCount).fill(-1);
  const comboUsed = new Int32Array(comboGrouping.groupCount).fill(-1);
  for (let group = 0; group < grouping.groupCount; group += 1) {
    if (dropMissing && aggregated.every((results) => Number.isNaN(results[group]!))) continue;
    const first = grouping.firstRow[group]!;
    rowOfGroup[group] = rowGrouping.groupOf[first]!;
    comboOfGroup[group] = comboGrouping.groupOf[first]!;
    rowUsed[rowOfGroup[group]!] = 0;
    comboUsed[comboOfGroup[group]!] = 0;
  }
  const rowKeys: Key[] = [];
  rowUsed.forEach((used, sortedRow) => {
    if (used < 0) return;
    rowUsed[sortedRow] = rowKeys.length;
    const first = rowGrouping.firstRow[sortedRow]!;
    rowKeys.push(indexFields.map((field) => field.values[first] ?? null));
  });
  const combos: Key[] = [];
  comboUsed.forEach((used, sortedCombo) => {
    if (used < 0) return;
    comboUsed[sortedCombo] = combos.length;
    const first = comboGrouping.firstRow[sortedCombo]!;
    combos.push(columnFields.map((field) => field.values[first] ?? null));
  });
  for (let group = 0; group < grouping.groupCount; group += 1) {
    if (rowOfGroup[group]! < 0) continue;
    rowOfGroup[group] = rowUsed[rowOfGroup[group]!]!;
    comboOfGroup[group] = comboUsed[comboOfGroup[group]!]!;
  }

  let rows = rowKeys;
  let rowOfGroupFinal = rowOfGroup;
  if (!dropMissing && indexFields.length > 1) {
    // pandas reindexes a multi-level row index to every combination of its levels when dropna=False.
    const levels = indexFields.map((_, level) => {
      const seen = new Map<CellValue, true>();
      for (const key of rowKeys) seen.set(key[level]!, true);
      return [...seen.keys()].sort(compareCellsNullsLast);
    });
    const gridRows = levels.reduce((product, level) => product * level.length, 1);
    if (gridRows * Math.max(combos.length, 1) * valueAggregates.length > MAX_PIVOT_CELLS) {
      throw new PostProcessingError(
        `Pivot would produce ${gridRows} rows; group by fewer columns or keep drop_missing_columns`,
        'pivot',
      );
    }
    rows = cartesian(levels);
    const position = new Map(rows.map((key, i) => [JSON.stringify(key), i]));
    rowOfGroupFinal = rowOfGroup.map((row) => (row < 0 ? -1 : position.get(JSON.stringify(rowKeys[row]))!));
  }

  const cellCount = rows.length * combos.length * valueAggregates.length;
  if (cellCount > MAX_PIVOT_CELLS) {
    throw new PostProcessingError(
      `Pivot would produce ${cellCount} cells (limit ${MAX_PIVOT_CELLS}); group by fewer or coarser columns`,
      'pivot',
    );
  }
  const cells: Float64Array[][] = valueAggregates.map(() =>
    combos.map(() => new Float64Array(rows.length).fill(NaN)),
  );
  for (let group = 0; group < grouping.groupCount; group += 1) {
    const row = rowOfGroupFinal[group]!;
    if (row < 0) continue;
    aggregated.forEach((results, v) => {
      cells[v]![comboOfGroup[group]!]![row] = results[group]!;
    });
  }

  const combineValueWithMetric = Boolean(options.combine_value_with_metric) && columnFields.length > 0;
  let columns: { sortKey: Key; field: LabeledField }[] = [];
  valueAggregates.forEach(({ column }, v) => {
    for (let comboId = 0; comboId < combos.length; comboId += 1) {
      const values = cells[v]![comboId]!;
      if (fillValue !== null) values.forEach((value, i) => Number.isNaN(value) && (values[i] = fillValue));
      else if (dropMissing && values.every(Number.isNaN)) continue;
      const combo = combos[comboId]!;
      const labels = combo.map((value, i) => cellLabel(value, columnFields[i]!.type));
      const levels = combineValueWithMetric ? [...labels, column.name] : [column.name, ...labels];
      const sortKey = combineValueWithMetric ? [...combo, column.name] : [column.name, ...combo];
      columns.push({
        sortKey,
        field: labeledField({ type: GenericDataType.NUMERIC, values: numbersToCells(values) }, levels),
      });
    }
  });
  columns = columns.sort((a, b) => {
    for (let i = 0; i < a.sortKey.length; i += 1) {
      const cmp = compareCellsNullsLast(a.sortKey[i]!, b.sortKey[i]!);
      if (cmp !== 0) return cmp;
    }
    return 0;
  });

  const index = indexFields.map((field, level): Field => ({
    name: field.name,
    type: field.type,
    ...(field.dbType !== undefined ? { dbType: field.dbType } : {}),
    values: rows.map((key) => key[level]!),
  }));
  return {
    index,
    columns: columns.map(({ field }) => field),
    length: rows.length,
    levelNames: combineValueWithMetric ? [...columnNames, null] : [null, ...columnNames],
  };
}
