import {
  isRangeComparator,
  validateConditionalFormattingConfig,
  type ConditionalFormattingDraft,
  type ConditionalFormattingErrors,
  type ConditionalFormattingField,
} from '@sightline/charts';
import { InputNumber, Select } from 'antd';
import { useId, useRef, useState, type ReactElement } from 'react';
import { FieldRow, PopoverForm } from '../FieldRow';
import { complexMessages as m } from '../messages';
import { ruleToSave, type Choice } from './formatterRule';

export interface FormattingFormProps {
  initial: ConditionalFormattingDraft;
  columns: readonly Choice[];
  colorSchemes: readonly Choice[];
  operators: readonly Choice[];
  onSave: (rule: ConditionalFormattingDraft) => void;
  onCancel: () => void;
}

const ALL_FIELDS: readonly ConditionalFormattingField[] = [
  'column',
  'colorScheme',
  'operator',
  'targetValue',
  'targetValueLeft',
  'targetValueRight',
];

function ColorSwatch({ color }: { color: string }) {
  return <span className="complex-control-swatch" style={{ background: color }} aria-hidden />;
}

/**
 * The color formatter form. Each field is checked when it loses focus (with the SDK's
 * rules and messages: 'Required', and the left/right range messages); Apply checks them all.
 */
export function FormattingForm({
  initial,
  columns,
  colorSchemes,
  operators,
  onSave,
  onCancel,
}: FormattingFormProps) {
  const [draft, setDraftState] = useState<ConditionalFormattingDraft>(initial);
  // The latest draft for blur handlers that run in the same tick as a change.
  const latest = useRef(draft);
  const touched = useRef(new Set<ConditionalFormattingField>());
  const [errors, setErrors] = useState<ConditionalFormattingErrors>({});
  const id = useId();

  const setDraft = (patch: Partial<ConditionalFormattingDraft>) => {
    latest.current = { ...latest.current, ...patch };
    setDraftState(latest.current);
  };
  const check = (fields: Iterable<ConditionalFormattingField>) => {
    for (const field of fields) touched.current.add(field);
    const all = validateConditionalFormattingConfig(latest.current);
    const shown = Object.fromEntries(
      Object.entries(all).filter(([field]) => touched.current.has(field as ConditionalFormattingField)),
    );
    setErrors(shown);
    return all;
  };
  const apply = () => {
    const all = check(ALL_FIELDS);
    if (Object.keys(all).length === 0) onSave(ruleToSave(latest.current));
  };

  const row = (field: ConditionalFormattingField, label: string, input: ReactElement) => (
    <FieldRow label={label} htmlFor={`${id}-${field}`} error={errors[field]} required>
      {input}
    </FieldRow>
  );
  const select = (
    field: 'column' | 'colorScheme' | 'operator',
    choices: readonly Choice[],
    swatches = false,
  ) => (
    <Select
      id={`${id}-${field}`}
      showSearch={field === 'column'}
      value={draft[field] ?? undefined}
      options={choices.map((choice) => ({
        value: choice.value,
        label: swatches ? (
          <span>
            <ColorSwatch color={choice.value} /> {choice.label}
          </span>
        ) : (
          choice.label
        ),
      }))}
      onChange={(value: string) => setDraft({ [field]: value })}
      onBlur={() => check([field])}
    />
  );
  const target = (field: 'targetValue' | 'targetValueLeft' | 'targetValueRight') => (
    <InputNumber
      id={`${id}-${field}`}
      value={
        draft[field] === null || draft[field] === undefined || draft[field] === ''
          ? null
          : Number(draft[field])
      }
      onChange={(value) => setDraft({ [field]: typeof value === 'number' ? value : null })}
      onBlur={() => check([field])}
      style={{ width: '100%' }}
    />
  );
  const operator = draft.operator;

  return (
    <PopoverForm
      testId="conditional-formatting-form"
      secondary={{ label: m.cancel, onClick: onCancel }}
      primary={{ label: m.apply, onClick: apply, testId: 'conditional-formatting-save' }}
    >
      {row('column', m.formatterColumn, select('column', columns))}
      {row('colorScheme', m.formatterColorScheme, select('colorScheme', colorSchemes, true))}
      {row('operator', m.formatterOperator, select('operator', operators))}
      {operator && operator !== 'None' && !isRangeComparator(operator)
        ? row('targetValue', m.formatterTarget, target('targetValue'))
        : null}
      {isRangeComparator(operator) ? (
        <>
          {row('targetValueLeft', m.formatterLeft, target('targetValueLeft'))}
          {row('targetValueRight', m.formatterRight, target('targetValueRight'))}
        </>
      ) : null}
    </PopoverForm>
  );
}
