import type { ExploreColumn, QueryColumn } from '@sightline/core';
import { useState } from 'react';
import { SqlEditor } from '../../../../ui/SqlEditor';
import { formatMessage } from '../../../../ui/formatMessage';
import type { ColumnDraft } from './columnPopoverModel';
import {
  columnChoices,
  columnDefaultLabel,
  columnDraftValue,
  columnSaveState,
  initialColumnDraft,
  lacksTemporalColumns,
} from './columnPopoverModel';
import type { ColumnControlOptions } from './columnRules';
import { columnDisplayName } from './columnRules';
import { EditableTitle } from './EditableTitle';
import { commitLabel, effectiveLabel } from './labelEdit';
import { dndMessages } from './messages';
import { PopoverFrame } from './PopoverFrame';
import { PopoverSelect } from './PopoverSelect';

export interface ColumnPopoverContentProps {
  /** The value being edited; undefined for a new column. */
  value: QueryColumn | undefined;
  columns: readonly ExploreColumn[];
  options: ColumnControlOptions;
  onSave: (value: QueryColumn) => void;
  onClose: () => void;
}

function columnSelectOptions(columns: readonly ExploreColumn[]) {
  return columns.map((column) => ({ value: column.column_name, label: columnDisplayName(column) }));
}

/** Column popover: Saved (calculated columns), Simple (a column), Custom SQL (an expression). */
export function ColumnPopoverContent({
  value,
  columns,
  options,
  onSave,
  onClose,
}: ColumnPopoverContentProps) {
  const [draft, setDraft] = useState<ColumnDraft>(() => initialColumnDraft(value, columns));
  const choices = columnChoices(columns, options);
  const update = (changes: Partial<ColumnDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const shown = effectiveLabel(draft.title, columnDefaultLabel(draft, columns), dndMessages.myColumn);

  const save = () => {
    const next = columnDraftValue(draft, columns);
    if (next !== null) onSave(next);
  };

  return (
    <PopoverFrame
      testId="column-popover"
      style={{ width: 320 }}
      title={
        <EditableTitle
          testId="column-popover-title"
          shown={shown}
          custom={draft.title.hasCustomLabel ? draft.title.label : ''}
          editable
          onCommit={(typed) => update({ title: commitLabel(typed) })}
        />
      }
      activeTab={draft.tab}
      onTabChange={(tab) => update({ tab })}
      saveState={columnSaveState(draft, columns, value)}
      onSave={save}
      onClose={onClose}
      tabs={[
        {
          key: 'saved',
          label: dndMessages.tabSaved,
          content:
            choices.saved.length === 0 ? (
              <div className="sl-dnd-empty">{dndMessages.noSavedExpressions}</div>
            ) : (
              <PopoverSelect
                label={dndMessages.savedColumnLabel}
                testId="column-popover-saved-select"
                placeholder={formatMessage(dndMessages.columnCount, choices.saved.length)}
                value={draft.savedColumn}
                options={columnSelectOptions(choices.saved)}
                onChange={(savedColumn) => update({ savedColumn })}
              />
            ),
        },
        {
          key: 'simple',
          label: dndMessages.tabSimple,
          content: lacksTemporalColumns(choices) ? (
            <div className="sl-dnd-empty">{dndMessages.noTemporalColumns}</div>
          ) : (
            <PopoverSelect
              label={dndMessages.columnLabel}
              testId="column-popover-simple-select"
              placeholder={formatMessage(dndMessages.columnCount, choices.simple.length)}
              value={draft.simpleColumn}
              options={columnSelectOptions(choices.simple)}
              onChange={(simpleColumn) => update({ simpleColumn })}
            />
          ),
        },
        {
          key: 'sql',
          label: dndMessages.tabCustomSql,
          content: (
            <SqlEditor
              testId="column-popover-sql"
              value={draft.sqlExpression}
              onChange={(sqlExpression) => update({ sqlExpression })}
              completions={columns.map((column) => column.column_name)}
              height={140}
            />
          ),
        },
      ]}
    />
  );
}
