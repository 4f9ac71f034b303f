import { Checkbox, Input, InputNumber, Select } from 'antd';
import { useId, useState, type ReactElement } from 'react';
import { BoundsInputs } from '../BoundsInputs';
import { FieldRow, PopoverForm } from '../FieldRow';
import { complexMessages as m } from '../messages';
import {
  boundOf,
  boundsOf,
  timeSeriesFieldsFor,
  type TimeSeriesColumnValue,
  type TimeSeriesField,
} from './timeSeriesColumnFields';

export type Choices = readonly (readonly [string, string])[];

export interface TimeSeriesColumnFormProps {
  initial: TimeSeriesColumnValue;
  colTypes: Choices;
  comparisonTypes: Choices;
  onSave: (value: TimeSeriesColumnValue) => void;
  onCancel: () => void;
}

const LABELS: Record<TimeSeriesField, [label: string, help: string]> = {
  label: [m.tsLabel, m.tsLabelHelp],
  tooltip: [m.tsTooltip, m.tsTooltipHelp],
  colType: [m.tsColType, m.tsColTypeHelp],
  width: [m.tsWidth, m.tsWidthHelp],
  height: [m.tsHeight, m.tsHeightHelp],
  timeLag: [m.tsTimeLag, m.tsTimeLagHelp],
  timeRatio: [m.tsTimeRatio, m.tsTimeRatioHelp],
  comparisonType: [m.tsComparisonType, m.tsComparisonTypeHelp],
  showYAxis: [m.tsShowYAxis, m.tsShowYAxisHelp],
  yAxisBounds: [m.tsYAxisBounds, m.tsYAxisBoundsHelp],
  bounds: [m.tsBounds, m.tsBoundsHelp],
  d3format: [m.tsD3Format, m.tsD3FormatHelp],
  dateFormat: [m.tsDateFormat, m.tsDateFormatHelp],
};

const toOptions = (choices: Choices) => choices.map(([value, label]) => ({ value, label }));

/** The time-series column form; only the fields of the chosen column type show. */
export function TimeSeriesColumnForm({
  initial,
  colTypes,
  comparisonTypes,
  onSave,
  onCancel,
}: TimeSeriesColumnFormProps) {
  const [draft, setDraft] = useState<TimeSeriesColumnValue>(initial);
  const idPrefix = useId();
  const set = (patch: Partial<TimeSeriesColumnValue>) => setDraft((current) => ({ ...current, ...patch }));
  const id = (field: TimeSeriesField) => `${idPrefix}-${field}`;

  const number = (field: 'width' | 'height' | 'timeLag' | 'timeRatio', integer = false) => (
    <InputNumber
      id={id(field)}
      value={boundOf(draft[field])}
      precision={integer ? 0 : undefined}
      onChange={(next) => set({ [field]: typeof next === 'number' ? next : null })}
      style={{ width: '100%' }}
    />
  );
  const text = (field: 'label' | 'tooltip' | 'd3format' | 'dateFormat') => (
    <Input
      id={id(field)}
      value={draft[field] ?? ''}
      onChange={(event) => set({ [field]: event.target.value })}
    />
  );
  const inputs: Record<TimeSeriesField, () => ReactElement> = {
    label: () => text('label'),
    tooltip: () => text('tooltip'),
    colType: () => (
      <Select
        id={id('colType')}
        value={draft.colType || undefined}
        options={toOptions(colTypes)}
        onChange={(colType: string) => set({ colType })}
      />
    ),
    width: () => number('width'),
    height: () => number('height'),
    timeLag: () => number('timeLag', true),
    timeRatio: () => number('timeRatio'),
    comparisonType: () => (
      <Select
        id={id('comparisonType')}
        value={draft.comparisonType || undefined}
        options={toOptions(comparisonTypes)}
        onChange={(comparisonType: string) => set({ comparisonType })}
      />
    ),
    showYAxis: () => (
      <Checkbox
        id={id('showYAxis')}
        checked={draft.showYAxis === true}
        onChange={(event) => set({ showYAxis: event.target.checked })}
      />
    ),
    yAxisBounds: () => (
      <BoundsInputs
        id={id('yAxisBounds')}
        value={boundsOf(draft.yAxisBounds)}
        onChange={(yAxisBounds) => set({ yAxisBounds })}
      />
    ),
    bounds: () => (
      <BoundsInputs id={id('bounds')} value={boundsOf(draft.bounds)} onChange={(bounds) => set({ bounds })} />
    ),
    d3format: () => text('d3format'),
    dateFormat: () => text('dateFormat'),
  };

  return (
    <PopoverForm
      testId="time-series-column-form"
      secondary={{ label: m.cancel, onClick: onCancel }}
      primary={{ label: m.save, onClick: () => onSave(draft), testId: 'time-series-column-save' }}
    >
      {timeSeriesFieldsFor(draft.colType).map((field) => (
        <FieldRow key={field} label={LABELS[field][0]} description={LABELS[field][1]} htmlFor={id(field)}>
          {inputs[field]()}
        </FieldRow>
      ))}
    </PopoverForm>
  );
}
