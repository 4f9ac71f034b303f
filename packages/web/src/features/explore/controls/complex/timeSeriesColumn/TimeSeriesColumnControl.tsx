import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import type { ControlProps } from '../../../../../features/shared/controls/controlTypes';
import { EditorPopover } from '../EditorPopover';
import { complexMessages as m } from '../messages';
import { TimeSeriesColumnForm, type Choices } from './TimeSeriesColumnForm';
import {
  COMPARISON_TYPES,
  TIME_SERIES_COLUMN_TYPES,
  type TimeSeriesColumnValue,
} from './timeSeriesColumnFields';

function choicesOf(value: unknown, fallback: readonly string[]): Choices {
  if (Array.isArray(value) && value.every((item) => Array.isArray(item) && typeof item[0] === 'string')) {
    return value as Choices;
  }
  return fallback.map((item) => [item, item] as const);
}

/**
 * One time-series table column: its label (and tooltip) as a button that opens the column
 * form in a popover. Choices come from the control's options (`colTypes`, `comparisonTypes`), else the
 * default values.
 */
export function TimeSeriesColumnControl({
  name,
  config,
  value,
  onChange,
}: ControlProps<TimeSeriesColumnValue>) {
  const [open, setOpen] = useState(false);
  const column = value ?? {};
  const colTypes = choicesOf(config.options?.colTypes, TIME_SERIES_COLUMN_TYPES);
  const comparisonTypes = choicesOf(config.options?.comparisonTypes, COMPARISON_TYPES);
  const typeLabel = colTypes.find(([type]) => type === column.colType)?.[1];
  return (
    <div className="complex-control-item" data-testid={`control-${name}`}>
      <EditorPopover
        open={open}
        onOpenChange={setOpen}
        title={m.timeSeriesColumnTitle}
        content={() => (
          <TimeSeriesColumnForm
            initial={column}
            colTypes={colTypes}
            comparisonTypes={comparisonTypes}
            onCancel={() => setOpen(false)}
            onSave={(next) => {
              setOpen(false);
              onChange(next);
            }}
          />
        )}
      >
        <Button type="link" size="small" className="complex-control-item-label">
          {column.label || m.untitledColumn}
        </Button>
      </EditorPopover>
      {typeLabel && <span className="complex-control-item-note">{typeLabel}</span>}
      {column.tooltip && (
        <Tooltip title={column.tooltip}>
          <InfoCircleOutlined className="complex-control-item-note" />
        </Tooltip>
      )}
    </div>
  );
}
