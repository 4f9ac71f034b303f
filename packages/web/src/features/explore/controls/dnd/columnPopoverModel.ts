import { sameJson, type AdhocColumn, type ExploreColumn, type QueryColumn } from '@sightline/core';
import type { ColumnControlOptions } from './columnRules';
import { allowsColumn, columnDisplayName, GENERIC_TEMPORAL, isCalculatedColumn } from './columnRules';
import type { EditedLabel } from './labelEdit';
import { commitLabel, effectiveLabel, NO_CUSTOM_LABEL } from './labelEdit';

/** The tabs of the column and metric popovers. */
export type PopoverTab = 'saved' | 'simple' | 'sql';

/** What the column popover is editing; each tab keeps its own choice and Save takes the active tab's. */
export interface ColumnDraft {
  tab: PopoverTab;
  savedColumn: string | null;
  simpleColumn: string | null;
  sqlExpression: string;
  title: EditedLabel;
  /** The ad-hoc column being edited: its other fields (column type, time grain) are kept on save. */
  base: AdhocColumn | null;
}

export interface ColumnChoices {
  /** Calculated columns (with an expression), for the Saved tab. */
  saved: ExploreColumn[];
  /** Plain columns, for the Simple tab. */
  simple: ExploreColumn[];
  /** The control wants time columns: an empty Simple tab says 'No temporal columns found'. */
  temporal: boolean;
}

export function columnChoices(
  columns: readonly ExploreColumn[],
  options: ColumnControlOptions,
): ColumnChoices {
  const allowed = columns.filter((column) => allowsColumn(column, options));
  return {
    saved: allowed.filter(isCalculatedColumn),
    simple: allowed.filter((column) => !isCalculatedColumn(column)),
    temporal:
      Boolean(options.temporalOnly) ||
      (options.columnTypes !== undefined &&
        options.columnTypes.length > 0 &&
        options.columnTypes.every((type) => type === GENERIC_TEMPORAL)),
  };
}

const EMPTY_DRAFT: ColumnDraft = {
  tab: 'simple',
  savedColumn: null,
  simpleColumn: null,
  sqlExpression: '',
  title: NO_CUSTOM_LABEL,
  base: null,
};

function namedColumnDraft(name: string, columns: readonly ExploreColumn[]): ColumnDraft {
  const column = columns.find((candidate) => candidate.column_name === name);
  return column && isCalculatedColumn(column)
    ? { ...EMPTY_DRAFT, tab: 'saved', savedColumn: name }
    : { ...EMPTY_DRAFT, tab: 'simple', simpleColumn: name };
}

/** The popover's starting state for a saved value, or an empty Simple tab for a new column. */
export function initialColumnDraft(
  value: QueryColumn | undefined,
  columns: readonly ExploreColumn[],
): ColumnDraft {
  if (value === undefined) return EMPTY_DRAFT;
  if (typeof value === 'string') return namedColumnDraft(value, columns);
  if (value.isColumnReference) {
    const draft = namedColumnDraft(value.sqlExpression, columns);
    return { ...draft, base: value, title: value.label ? commitLabel(value.label) : NO_CUSTOM_LABEL };
  }
  const custom = value.label && value.label !== value.sqlExpression;
  return {
    ...EMPTY_DRAFT,
    tab: 'sql',
    sqlExpression: value.sqlExpression,
    title: custom ? commitLabel(value.label!) : NO_CUSTOM_LABEL,
    base: value,
  };
}

function chosenColumn(draft: ColumnDraft): string | null {
  if (draft.tab === 'saved') return draft.savedColumn;
  if (draft.tab === 'simple') return draft.simpleColumn;
  return null;
}

/** The label used when the title is not edited: the column's verbose name or the SQL expression. */
export function columnDefaultLabel(draft: ColumnDraft, columns: readonly ExploreColumn[]): string {
  if (draft.tab === 'sql') return draft.sqlExpression.trim();
  const name = chosenColumn(draft);
  if (!name) return '';
  const column = columns.find((candidate) => candidate.column_name === name);
  return column ? columnDisplayName(column) : name;
}

/**
 * The value Save writes, as Superset saves it: the column name, an ad-hoc column referencing the column
 * when the label was edited, or an ad-hoc SQL column. Null while nothing valid is chosen.
 */
export function columnDraftValue(draft: ColumnDraft, columns: readonly ExploreColumn[]): QueryColumn | null {
  const { isColumnReference: _reference, ...base } = draft.base ?? {};
  if (draft.tab === 'sql') {
    const sqlExpression = draft.sqlExpression.trim();
    if (!sqlExpression) return null;
    const label = effectiveLabel(draft.title, columnDefaultLabel(draft, columns));
    return { ...base, label, sqlExpression, expressionType: 'SQL' };
  }
  const name = chosenColumn(draft);
  if (!name) return null;
  if (!draft.title.hasCustomLabel) return name;
  return {
    ...base,
    label: draft.title.label,
    sqlExpression: name,
    expressionType: 'SQL',
    isColumnReference: true,
  };
}

export interface SaveState {
  enabled: boolean;
  /** The button is primary only when saving would change the value. */
  primary: boolean;
}

export function columnSaveState(
  draft: ColumnDraft,
  columns: readonly ExploreColumn[],
  initial: QueryColumn | undefined,
): SaveState {
  const value = columnDraftValue(draft, columns);
  const enabled = value !== null;
  return { enabled, primary: enabled && !sameJson(value, initial) };
}

/** 'No temporal columns found' when the control needs time columns and the Simple tab has none. */
export function lacksTemporalColumns(choices: ColumnChoices): boolean {
  return choices.temporal && choices.simple.length === 0;
}
