import { timeRangeFromCustomRange, type CustomRange } from '@sightline/core';
import { Radio } from 'antd';
import { CustomEndFields } from './CustomEndFields';
import { DateTimeField } from './DateTimeField';
import { dateFilterMessages } from './messages';
import { customRangeOf, withAnchorMode } from './timeRangeDraft';

export interface CustomFrameProps {
  value: string;
  onChange(value: string): void;
  now: Date;
}

/**
 * The Custom tab: the draft decoded into START and END fields and encoded back on every change
 * (core's customRange). When both ends are relative they share an anchor: NOW or a Date/Time.
 */
export function CustomFrame({ value, onChange, now }: CustomFrameProps) {
  const range = customRangeOf(value, now);
  const update = (next: CustomRange) => onChange(timeRangeFromCustomRange(next, now));
  const bothRelative = range.sinceMode === 'relative' && range.untilMode === 'relative';
  return (
    <div className="time-range-frame">
      <div className="time-range-section-title">{dateFilterMessages.customHeading}</div>
      <div className="time-range-custom-ends">
        <CustomEndFields end="since" range={range} onChange={update} now={now} />
        <CustomEndFields end="until" range={range} onChange={update} now={now} />
      </div>
      {bothRelative && (
        <div className="time-range-anchor">
          <div className="time-range-section-title">{dateFilterMessages.anchorTo}</div>
          <Radio.Group
            data-testid="time-range-anchor"
            value={range.anchorMode}
            onChange={(event) =>
              update(withAnchorMode(range, event.target.value as CustomRange['anchorMode'], now))
            }
            options={[
              { value: 'now', label: dateFilterMessages.anchorNow },
              { value: 'specific', label: dateFilterMessages.anchorSpecific },
            ]}
          />
          {range.anchorMode === 'specific' && (
            <DateTimeField
              now={now}
              testId="time-range-anchor-datetime"
              value={range.anchorValue}
              onChange={(anchorValue) => update({ ...range, anchorValue })}
            />
          )}
        </div>
      )}
    </div>
  );
}
