import { formatDttm, TIME_RANGE_DATETIME_FORMAT } from '@sightline/core';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { dateFilterMessages } from './messages';
import { instantOf } from './timeRangeDraft';

export interface DateTimeFieldProps {
  /** 'YYYY-MM-DDTHH:mm:ss' UTC (other ISO forms are read too); the words now/today show today. */
  value: string;
  onChange(value: string): void;
  testId: string;
  now: Date;
}

/**
 * A date-time picker over a time range datetime. Times in a range are UTC, so the picker
 * shows and edits the UTC wall-clock digits as they are, whatever the browser's zone.
 */
export function DateTimeField({ value, onChange, testId, now }: DateTimeFieldProps) {
  const parsed = instantOf(value, now) ?? now;
  return (
    <DatePicker
      data-testid={testId}
      showTime
      allowClear={false}
      placeholder={dateFilterMessages.datetimePlaceholder}
      format="YYYY-MM-DD HH:mm:ss"
      // No zone in the text: dayjs reads it as local time with the same digits.
      value={dayjs(formatDttm(parsed))}
      onChange={(picked) => {
        if (picked) onChange(picked.format(TIME_RANGE_DATETIME_FORMAT));
      }}
    />
  );
}
