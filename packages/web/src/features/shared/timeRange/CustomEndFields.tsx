import { InfoCircleOutlined } from '@ant-design/icons';
import {
  TIME_RANGE_UNITS,
  type CustomRange,
  type CustomRangeMode,
  type TimeRangeUnit,
} from '@sightline/core';
import { InputNumber, Select, Tooltip } from 'antd';
import { DateTimeField } from './DateTimeField';
import { dateFilterMessages, relativeUnitLabel } from './messages';
import { relativeQuantity, withEndMode, withRelativeQuantity, type CustomRangeEnd } from './timeRangeDraft';

const MODES: readonly CustomRangeMode[] = ['specific', 'relative', 'now', 'today'];

export interface CustomEndFieldsProps {
  end: CustomRangeEnd;
  range: CustomRange;
  onChange(range: CustomRange): void;
  now: Date;
}

/**
 * One end of the Custom tab: its mode (Specific Date/Time, Relative Date/Time, Now,
 * Midnight), then a date-time for Specific, or a quantity and unit for Relative.
 */
export function CustomEndFields({ end, range, onChange, now }: CustomEndFieldsProps) {
  const isStart = end === 'since';
  const testId = `time-range-${isStart ? 'start' : 'end'}`;
  const mode = isStart ? range.sinceMode : range.untilMode;
  const grain = isStart ? range.sinceGrain : range.untilGrain;
  return (
    <div className="time-range-custom-end">
      <div className="time-range-section-title">
        {isStart ? dateFilterMessages.start : dateFilterMessages.end}{' '}
        <Tooltip title={isStart ? dateFilterMessages.startHelp : dateFilterMessages.endHelp}>
          <InfoCircleOutlined />
        </Tooltip>
      </div>
      <Select<CustomRangeMode>
        data-testid={`${testId}-mode`}
        aria-label={isStart ? dateFilterMessages.start : dateFilterMessages.end}
        className="time-range-full-width"
        value={mode}
        options={MODES.map((value) => ({ value, label: dateFilterMessages.modes[value] }))}
        onChange={(next) => onChange(withEndMode(range, end, next, now))}
      />
      {mode === 'specific' && (
        <DateTimeField
          now={now}
          testId={`${testId}-datetime`}
          value={isStart ? range.sinceDatetime : range.untilDatetime}
          onChange={(datetime) =>
            onChange(isStart ? { ...range, sinceDatetime: datetime } : { ...range, untilDatetime: datetime })
          }
        />
      )}
      {mode === 'relative' && (
        <div className="time-range-relative">
          <InputNumber
            data-testid={`${testId}-quantity`}
            aria-label={dateFilterMessages.quantity}
            min={1}
            precision={0}
            value={relativeQuantity(range, end)}
            onChange={(quantity) => {
              if (typeof quantity === 'number') onChange(withRelativeQuantity(range, end, quantity));
            }}
          />
          <Select<TimeRangeUnit>
            data-testid={`${testId}-unit`}
            aria-label={dateFilterMessages.unit}
            className="time-range-unit"
            value={grain}
            options={TIME_RANGE_UNITS.map((unit) => ({ value: unit, label: relativeUnitLabel(unit, end) }))}
            onChange={(unit) =>
              onChange(isStart ? { ...range, sinceGrain: unit } : { ...range, untilGrain: unit })
            }
          />
        </div>
      )}
    </div>
  );
}
