import {
  defineNativeFilterPlugin,
  type NativeFilterPlugin,
} from '../../sdk/nativeFilter/nativeFilterPlugin.js';
import { buildQuery } from './buildQuery.js';
import { controlPanel } from './controlPanel.js';
import { selectFilterFormDataSchema } from './formData.js';
import { selectValueDataMask } from './dataMask.js';
import { selectFilterMessages as messages } from './messages.js';
import SelectFilter from './SelectFilter.js';
import { transformProps, type SelectFilterProps } from './transformProps.js';

/** The value filter: values of one column, loaded by its options query, possibly depending on others. */
export const selectFilterPlugin: NativeFilterPlugin<SelectFilterProps> = defineNativeFilterPlugin({
  metadata: {
    vizType: 'filter_select',
    name: messages.name,
    description: messages.description,
    exampleCaption: messages.name,
  },
  target: { dataset: true, column: 'any' },
  cascades: true,
  controlPanel,
  formDataSchema: selectFilterFormDataSchema,
  buildQuery,
  transformProps,
  dataMask: selectValueDataMask,
  // Small and drawn in the filter bar as the dashboard opens: loaded with the plugin.
  loadComponent: () => Promise.resolve({ default: SelectFilter }),
});
