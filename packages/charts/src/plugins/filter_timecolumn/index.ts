import {
  defineNativeFilterPlugin,
  type NativeFilterPlugin,
} from '../../sdk/nativeFilter/nativeFilterPlugin.js';
import SingleChoiceFilter, {
  type SingleChoiceFilterProps,
} from '../../sdk/nativeFilter/SingleChoiceFilter.js';
import { buildQuery } from './buildQuery.js';
import { controlPanel } from './controlPanel.js';
import { timeColumnFilterFormDataSchema } from './formData.js';
import { timeColumnValueDataMask } from './dataMask.js';
import { transformProps } from './transformProps.js';

/** The time column filter: the temporal column the charts in scope filter on; targets a dataset. */
export const timeColumnFilterPlugin: NativeFilterPlugin<SingleChoiceFilterProps> = defineNativeFilterPlugin({
  metadata: {
    vizType: 'filter_timecolumn',
    name: 'Time column',
    description: 'Choose the temporal column the charts in scope filter their time range on.',
    exampleCaption: 'Time column',
  },
  target: { dataset: true, column: null },
  controlPanel,
  formDataSchema: timeColumnFilterFormDataSchema,
  buildQuery,
  transformProps,
  dataMask: timeColumnValueDataMask,
  // Small and drawn in the filter bar as the dashboard opens: loaded with the plugin.
  loadComponent: () => Promise.resolve({ default: SingleChoiceFilter }),
});
