import { z } from 'zod';
import { GenericDataType } from '../engine.js';
import { isNumericField, numericValues, numbersToCells } from './cells.js';
import { TIME_COMPARISON } from './compare.js';
import { PostProcessingError } from './errors.js';
import { flatName, requireColumns, type LabeledField, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  orientation: z.enum(['row', 'column']).nullish(),
  columns: z.array(z.string()).nullish(),
  rename_columns: z.array(z.string()).nullish(),
  time_shifts: z.array(z.string()).nullish(),
  contribution_totals: z.record(z.string(), z.number().nullable()).nullish(),
});

/**
 * `contribution`: each numeric cell as a share of its column total (orientation 'column', the default)
 * or of its row total across the selected columns ('row'). Missing values count as 0; a zero total
 * gives null. Results replace the columns, or go under `rename_columns`. With `time_shifts`, columns of
 * each shifted series (`<metric>__<offset>`) are shared out among themselves, apart from the others.
 */
export function contribution(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('contribution', optionsSchema, rawOptions);
  requireColumns(frame, options.columns, 'contribution');
  const numeric = frame.columns.filter(isNumericField);
  let selected: LabeledField[];
  if (options.columns && options.columns.length > 0) {
    selected = options.columns.map((name) => {
      const column = numeric.find((candidate) => candidate.name === name);
      if (!column) {
        throw new PostProcessingError(
          `Column "${name}" is not numeric or does not exists in the query results.`,
          'contribution',
        );
      }
      return column;
    });
  } else {
    selected = numeric;
  }
  const renames = options.rename_columns && options.rename_columns.length > 0 ? options.rename_columns : null;
  if (renames && renames.length !== selected.length) {
    throw new PostProcessingError('`rename_columns` must have the same length as `columns`.', 'contribution');
  }
  const values = selected.map((column) => numericValues(column).map((x) => (Number.isNaN(x) ? 0 : x)));
  const shares = values.map(() => new Float64Array(frame.length));

  if ((options.orientation ?? 'column') === 'column') {
    selected.forEach((column, c) => {
      const given = options.contribution_totals?.[column.name];
      let total = 0;
      if (options.contribution_totals) total = given ?? 0;
      else for (const x of values[c]!) total += x;
      shares[c]!.set(values[c]!.map((x) => (options.contribution_totals && !total ? 0 : x / total)));
    });
  } else {
    // Columns are shared out within their group: the unshifted ones, and each time shift's own.
    const groupOf = selected.map((column) => {
      const first = column.levels[0] ?? '';
      return options.time_shifts?.find((shift) => first.endsWith(TIME_COMPARISON + shift)) ?? '';
    });
    const groupNames = [...new Set(groupOf)];
    const groupIndex = groupOf.map((group) => groupNames.indexOf(group));
    const totals = new Float64Array(groupNames.length);
    for (let row = 0; row < frame.length; row += 1) {
      totals.fill(0);
      groupIndex.forEach((group, c) => (totals[group] += values[c]![row]!));
      groupIndex.forEach((group, c) => (shares[c]![row] = values[c]![row]! / totals[group]!));
    }
  }

  const results = selected.map((column, c): LabeledField => {
    const levels = renames ? [renames[c]!, ...column.levels.slice(1)] : column.levels;
    return {
      name: flatName(levels),
      type: GenericDataType.NUMERIC,
      values: numbersToCells(shares[c]!),
      levels,
    };
  });
  const columns = [...frame.columns];
  for (const result of results) {
    const existing = columns.findIndex((column) => column.name === result.name);
    if (existing >= 0) columns[existing] = result;
    else columns.push(result);
  }
  return { ...frame, columns };
}
