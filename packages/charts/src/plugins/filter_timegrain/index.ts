import {
  defineNativeFilterPlugin,
  type NativeFilterPlugin,
} from '../../sdk/nativeFilter/nativeFilterPlugin.js';
import SingleChoiceFilter, {
  type SingleChoiceFilterProps,
} from '../../sdk/nativeFilter/SingleChoiceFilter.js';
import { buildQuery } from './buildQuery.js';
import { controlPanel } from './controlPanel.js';
import { timeGrainFilterFormDataSchema } from './formData.js';
import { timeGrainValueDataMask } from './dataMask.js';
import { transformProps } from './transformProps.js';

/** The time grain filter: the grain the time-series charts in scope group by; targets a dataset. */
export const timeGrainFilterPlugin: NativeFilterPlugin<SingleChoiceFilterProps> = defineNativeFilterPlugin({
  metadata: {
    vizType: 'filter_timegrain',
    name: 'Time grain',
    description: 'Choose the time grain the charts in scope group by.',
    exampleCaption: 'Time grain',
  },
  target: { dataset: true, column: null },
  controlPanel,
  formDataSchema: timeGrainFilterFormDataSchema,
  buildQuery,
  transformProps,
  dataMask: timeGrainValueDataMask,
  // Small and drawn in the filter bar as the dashboard opens: loaded with the plugin.
  loadComponent: () => Promise.resolve({ default: SingleChoiceFilter }),
});
