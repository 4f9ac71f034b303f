import {
  defineNativeFilterPlugin,
  type NativeFilterPlugin,
} from '../../sdk/nativeFilter/nativeFilterPlugin.js';
import { buildQuery } from './buildQuery.js';
import { controlPanel } from './controlPanel.js';
import { rangeFilterFormDataSchema } from './formData.js';
import { rangeValueDataMask, validateRange } from './dataMask.js';
import { rangeFilterMessages as messages } from './messages.js';
import RangeFilter from './RangeFilter.js';
import { transformProps, type RangeFilterProps } from './transformProps.js';

/** The numerical range filter: a lower and an upper bound on one numeric column. */
export const rangeFilterPlugin: NativeFilterPlugin<RangeFilterProps> = defineNativeFilterPlugin({
  metadata: {
    vizType: 'filter_range',
    name: messages.name,
    description: messages.description,
    exampleCaption: messages.name,
  },
  target: { dataset: true, column: 'numeric' },
  controlPanel,
  formDataSchema: rangeFilterFormDataSchema,
  buildQuery,
  transformProps,
  dataMask: rangeValueDataMask,
  validateDefaultValue: validateRange,
  // Small and drawn in the filter bar as the dashboard opens: loaded with the plugin.
  loadComponent: () => Promise.resolve({ default: RangeFilter }),
});
