import { PlusOutlined } from '@ant-design/icons';
import { COMPARATOR, type ConditionalFormattingDraft } from '@sightline/charts';
import { Button } from 'antd';
import { useState } from 'react';
import type { ControlProps } from '../../../../../features/shared/controls/controlTypes';
import { formattableColumnsOf } from '../collection/collectionKeys';
import { replaceItem } from '../collection/reorder';
import { SortableList } from '../collection/SortableList';
import { EditorPopover } from '../EditorPopover';
import { complexMessages as m } from '../messages';
import { FormattingForm } from './FormattingForm';
import { colorSchemeChoicesOf, operatorChoicesOf, ruleSummary, type Choice } from './formatterRule';

type Rule = ConditionalFormattingDraft;

/**
 * Conditional color formatting: the chart's color formatters, in order (a later rule wins
 * for the same cell), each edited in a popover form; add, remove and reorder. Choices come from the
 * control's options: `operators`, `colorSchemes`, and `columns` ('metrics' for the chosen metrics; by
 * default the chart's numeric columns).
 */
export function ConditionalFormattingControl({
  name,
  config,
  value,
  onChange,
  formData,
  datasource,
}: ControlProps<Rule[]>) {
  // null: closed; -1: the new rule's popover; otherwise the index of the rule being edited.
  const [editing, setEditing] = useState<number | null>(null);
  const rules = Array.isArray(value) ? value : [];
  const options = config.options ?? {};
  const operators = operatorChoicesOf(options.operators);
  const colorSchemes = colorSchemeChoicesOf(options.colorSchemes);
  const columnKeys = formattableColumnsOf(options.columns, formData, datasource);
  const columns: Choice[] = columnKeys.map((key) => ({ value: key.key, label: key.label }));
  // A rule's column that is no longer chosen still shows by name.
  const choicesFor = (rule: Rule): Choice[] =>
    rule.column && !columns.some((choice) => choice.value === rule.column)
      ? [...columns, { value: rule.column, label: rule.column }]
      : columns;
  const labelOf = (column: string | null | undefined) =>
    columns.find((choice) => choice.value === column)?.label ?? column ?? '';

  const form = (index: number, rule: Rule) => () => (
    <FormattingForm
      initial={rule}
      columns={choicesFor(rule)}
      colorSchemes={colorSchemes}
      operators={operators}
      onCancel={() => setEditing(null)}
      onSave={(saved) => {
        setEditing(null);
        onChange(index < 0 ? [...rules, saved] : replaceItem(rules, index, saved));
      }}
    />
  );
  const newRule: Rule = { colorScheme: colorSchemes[0]?.value, operator: COMPARATOR.NONE };

  return (
    <div className="complex-control" data-testid={`control-${name}`}>
      <SortableList
        items={rules}
        itemKey={(_, index) => `rule-${index}`}
        testId="conditional-formatting"
        emptyText={null}
        onChange={onChange}
        renderItem={(rule, index) => (
          <EditorPopover
            open={editing === index}
            onOpenChange={(open) => setEditing(open ? index : null)}
            title={m.formatterTitle}
            content={form(index, rule)}
          >
            <Button
              type="link"
              size="small"
              className="complex-control-item-label"
              aria-label={m.editFormatter}
            >
              {rule.colorScheme && (
                <span
                  className="complex-control-swatch"
                  style={{ background: rule.colorScheme }}
                  aria-hidden
                />
              )}
              {ruleSummary(rule, labelOf(rule.column))}
            </Button>
          </EditorPopover>
        )}
      />
      <EditorPopover
        open={editing === -1}
        onOpenChange={(open) => setEditing(open ? -1 : null)}
        title={m.formatterTitle}
        block
        content={form(-1, newRule)}
      >
        <Button
          size="small"
          type="dashed"
          block
          icon={<PlusOutlined />}
          data-testid="conditional-formatting-add"
        >
          {m.addColorFormatter}
        </Button>
      </EditorPopover>
    </div>
  );
}
