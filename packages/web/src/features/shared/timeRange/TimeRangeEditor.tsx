import { ExclamationCircleOutlined } from '@ant-design/icons';
import { CALENDAR_TIME_RANGES, COMMON_TIME_RANGES, rangeTypeOf, type TimeRangeType } from '@sightline/core';
import { Button, Select, Spin } from 'antd';
import { useState } from 'react';
import { AdvancedFrame } from './AdvancedFrame';
import { CustomFrame } from './CustomFrame';
import { dateFilterMessages } from './messages';
import { NamedRangeFrame } from './NamedRangeFrame';
import { actualRangeText, RANGE_TYPE_ORDER, valueForRangeType } from './timeRangeDraft';
import { useActualTimeRange } from './useActualTimeRange';

export interface TimeRangeEditorProps {
  /** The saved value; the draft starts from it (the editor is mounted afresh on every open). */
  value: string;
  onApply(value: string): void;
  onCancel(): void;
  now: Date;
  /** The column named in the 'Actual time range' text. */
  columnPlaceholder?: string;
}

/**
 * The time range popover's content: the range type, that type's fields, the
 * server's reading of the draft, CANCEL and APPLY. APPLY is enabled only once the server has read the
 * draft without error.
 */
export function TimeRangeEditor({ value, onApply, onCancel, now, columnPlaceholder }: TimeRangeEditorProps) {
  const [type, setType] = useState<TimeRangeType>(() => rangeTypeOf(value));
  // The shown type's own form of the value: an Advanced 'Last 5 days' becomes 'Last 5 days : '.
  const [draft, setDraft] = useState(() => valueForRangeType(rangeTypeOf(value), value, now));
  const actual = useActualTimeRange(draft);

  const changeType = (next: TimeRangeType) => {
    setType(next);
    setDraft(valueForRangeType(next, draft, now));
  };

  return (
    <div className="time-range-editor" data-testid="time-range-popover">
      <div className="time-range-section-title">{dateFilterMessages.rangeType}</div>
      <Select<TimeRangeType>
        data-testid="time-range-type"
        aria-label={dateFilterMessages.rangeType}
        className="time-range-full-width"
        value={type}
        options={RANGE_TYPE_ORDER.map((option) => ({
          value: option,
          label: dateFilterMessages.rangeTypes[option],
        }))}
        onChange={changeType}
      />
      <div key={type}>
        {type === 'Common' && (
          <NamedRangeFrame
            heading={dateFilterMessages.commonHeading}
            options={COMMON_TIME_RANGES}
            value={draft}
            onChange={setDraft}
            testId="time-range-last-options"
          />
        )}
        {type === 'Calendar' && (
          <NamedRangeFrame
            heading={dateFilterMessages.calendarHeading}
            options={CALENDAR_TIME_RANGES}
            value={draft}
            onChange={setDraft}
            testId="time-range-previous-options"
          />
        )}
        {type === 'Custom' && <CustomFrame value={draft} onChange={setDraft} now={now} />}
        {type === 'Advanced' && <AdvancedFrame value={draft} onChange={setDraft} />}
      </div>
      <div className="time-range-divider" />
      <div className="time-range-section-title">{dateFilterMessages.actualTimeRange}</div>
      <div data-testid="time-range-actual" aria-live="polite">
        {actual.status === 'loading' && <Spin size="small" />}
        {actual.status === 'done' && <span>{actualRangeText(actual, columnPlaceholder)}</span>}
        {actual.status === 'error' && (
          <span className="time-range-error" data-testid="time-range-error" role="alert">
            <ExclamationCircleOutlined /> {actual.message}
          </span>
        )}
      </div>
      <div className="time-range-footer">
        <Button data-testid="time-range-cancel" onClick={onCancel}>
          {dateFilterMessages.cancel}
        </Button>
        <Button
          type="primary"
          data-testid="time-range-apply"
          disabled={actual.status !== 'done'}
          onClick={() => onApply(draft)}
        >
          {dateFilterMessages.apply}
        </Button>
      </div>
    </div>
  );
}
