import { useFilterHostControls } from '../../sdk/nativeFilter/FilterHostControls.js';
import type { TimeRangeFilterProps } from './transformProps.js';

/** A time range filter: the app's time range picker (a host without one draws nothing). */
export default function TimeRangeFilter({ timeRange, setTimeRange }: TimeRangeFilterProps) {
  const { TimeRangePicker } = useFilterHostControls();
  return TimeRangePicker ? <TimeRangePicker value={timeRange} onChange={setTimeRange} /> : null;
}
