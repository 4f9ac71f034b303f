import type { CellValue } from '../engine.js';
import type { Field, Frame } from '../frame/frame.js';
import { MISSING_COLUMNS_MESSAGE, PostProcessingError } from './errors.js';

/**
 * The frame as the operators see it between steps. Superset's operators work on pandas DataFrames, and
 * two pandas features change their results: a row index (pivot moves the x-axis there; resample needs
 * it; rolling and contribution leave it alone) and multi-level column names (after a pivot each column
 * is `(metric, group value, ...)`, and `columns: {metric: ...}` options address every column under the
 * metric). A LabeledFrame keeps both; `toFrame` flattens it the way Superset's `flatten` does.
 */
export interface LabeledField extends Field {
  /** The column's label per level; a flat column has one. `null` is a dropped label (rename to None). */
  levels: (string | null)[];
}

export interface LabeledFrame {
  /** Row-index fields (pandas index). Empty: a plain range index. */
  index: Field[];
  columns: LabeledField[];
  length: number;
  /** Name of each column level (`null` for the metric level, the group-by column names below it). */
  levelNames: (string | null)[];
}

/** Superset's FLAT_COLUMN_SEPARATOR. */
export const FLAT_COLUMN_SEPARATOR = ', ';

/** Commas inside a label are escaped so the flattened name can be split again (Superset's escape_separator). */
export function escapeSeparator(label: string): string {
  return label.replaceAll(',', '\\,');
}

/** The name a column gets when flattened: non-null labels, escaped, joined with ', '. */
export function flatName(levels: readonly (string | null)[]): string {
  if (levels.length === 1) return levels[0] ?? '';
  const parts: string[] = [];
  for (const label of levels) if (label !== null) parts.push(escapeSeparator(label));
  return parts.join(FLAT_COLUMN_SEPARATOR);
}

export function labeledField(field: Omit<Field, 'name'>, levels: (string | null)[]): LabeledField {
  return { ...field, name: flatName(levels), levels };
}

export function fromFrame(frame: Frame): LabeledFrame {
  return {
    index: [],
    columns: frame.fields.map((field) => ({ ...field, levels: [field.name] })),
    length: frame.length,
    levelNames: [null],
  };
}

function plainField(field: Field): Field {
  const plain: Field = { name: field.name, type: field.type, values: field.values };
  if (field.dbType !== undefined) plain.dbType = field.dbType;
  return plain;
}

/** Back to a plain Frame: the index becomes the leading columns, column labels are flattened. */
export function toFrame(frame: LabeledFrame): Frame {
  return {
    fields: [...frame.index.map(plainField), ...frame.columns.map(plainField)],
    length: frame.length,
  };
}

/** The frame with its index moved into the columns (pandas `reset_index`). */
export function resetIndex(frame: LabeledFrame): LabeledFrame {
  if (frame.index.length === 0) return frame;
  const padding = new Array<string | null>(frame.levelNames.length - 1).fill(null);
  // Null padding keeps the index column's plain name when the columns have several levels.
  const indexColumns = frame.index.map((field) => labeledField(field, [field.name, ...padding]));
  return { ...frame, index: [], columns: [...indexColumns, ...frame.columns] };
}

/** Throws Superset's message unless every name is a first-level column label (or an index name). */
export function requireColumns(
  frame: LabeledFrame,
  names: readonly string[] | null | undefined,
  operation: string,
  options: { allowIndex?: boolean } = {},
): void {
  if (!names || names.length === 0) return;
  const known = new Set<string | null>(frame.columns.map((column) => column.levels[0] ?? null));
  if (options.allowIndex) for (const field of frame.index) known.add(field.name);
  for (const name of names) {
    if (!known.has(name)) throw new PostProcessingError(MISSING_COLUMNS_MESSAGE, operation);
  }
}

/** The rows at `rows` (in that order) of every index field and column. */
export function takeRows(frame: LabeledFrame, rows: ArrayLike<number>): LabeledFrame {
  const take = <F extends Field>(field: F): F => {
    const values: CellValue[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i += 1) values[i] = field.values[rows[i]!] ?? null;
    return { ...field, values };
  };
  return { ...frame, index: frame.index.map(take), columns: frame.columns.map(take), length: rows.length };
}
