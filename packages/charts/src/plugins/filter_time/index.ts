import {
  defineNativeFilterPlugin,
  type NativeFilterPlugin,
} from '../../sdk/nativeFilter/nativeFilterPlugin.js';
import { buildQuery } from './buildQuery.js';
import { controlPanel } from './controlPanel.js';
import { timeRangeFilterFormDataSchema } from './formData.js';
import { timeRangeValueDataMask } from './dataMask.js';
import TimeRangeFilter from './TimeRangeFilter.js';
import { transformProps, type TimeRangeFilterProps } from './transformProps.js';

/** The time range filter: the range every chart in scope queries; it targets no dataset. */
export const timeRangeFilterPlugin: NativeFilterPlugin<TimeRangeFilterProps> = defineNativeFilterPlugin({
  metadata: {
    vizType: 'filter_time',
    name: 'Time range',
    description: 'Choose the time range the charts in scope query.',
    exampleCaption: 'Time range',
  },
  target: { dataset: false, column: null },
  controlPanel,
  formDataSchema: timeRangeFilterFormDataSchema,
  buildQuery,
  transformProps,
  dataMask: timeRangeValueDataMask,
  // Small and drawn in the filter bar as the dashboard opens: loaded with the plugin.
  loadComponent: () => Promise.resolve({ default: TimeRangeFilter }),
});
