import { z } from 'zod';
import { GenericDataType, type CellValue } from '../engine.js';
import { numericValues, numbersToCells } from './cells.js';
import { aggregatesSchema, resolveAggregates } from './aggregatesOption.js';
import { groupRows, groupValues } from './grouping.js';
import { labeledField, requireColumns, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  groupby: z.array(z.string()).nullish(),
  aggregates: aggregatesSchema.nullish(),
});

/**
 * `aggregate`: one row per group (groups sorted, null keys dropped, as pandas groupby), the group-by
 * columns first, then one column per aggregate label. Without groupby the whole frame is one group.
 */
export function aggregate(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('aggregate', optionsSchema, rawOptions);
  const groupby = options.groupby ?? [];
  requireColumns(frame, groupby, 'aggregate');
  const resolved = resolveAggregates(frame, options.aggregates ?? {}, 'aggregate');
  const keyFields = groupby.map((name) => frame.columns.find((column) => column.name === name)!);
  const grouping = groupRows(keyFields, frame.length);

  const keyColumns = keyFields.map((field) => {
    const values: CellValue[] = Array.from(grouping.firstRow, (row) => field.values[row] ?? null);
    return labeledField({ type: field.type, values }, [field.name]);
  });
  const aggregateColumns = resolved.map(({ label, column, reduce }) => {
    const numbers = numericValues(column);
    const results = new Float64Array(grouping.groupCount);
    for (let group = 0; group < grouping.groupCount; group += 1) {
      results[group] = reduce(groupValues(grouping, numbers, group));
    }
    return labeledField({ type: GenericDataType.NUMERIC, values: numbersToCells(results) }, [label]);
  });
  return {
    index: [],
    columns: [...keyColumns, ...aggregateColumns],
    length: grouping.groupCount,
    levelNames: [null],
  };
}
