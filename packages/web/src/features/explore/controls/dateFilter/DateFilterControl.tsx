import { NO_TIME_RANGE } from '@sightline/core';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { TimeRangePicker } from '../../../../features/shared/timeRange/TimeRangePicker';

/**
 * The 'DateFilterControl' type: the time range picker over a form-data string. An unset
 * value shows the control's default, or 'No filter'.
 */
export function DateFilterControl({ value, config, onChange }: ControlProps<string>) {
  const fallback = typeof config.default === 'string' ? config.default : NO_TIME_RANGE;
  return <TimeRangePicker value={value ?? fallback} onChange={onChange} />;
}
