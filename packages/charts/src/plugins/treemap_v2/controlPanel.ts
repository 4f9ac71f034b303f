import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import {
  chartOptionsSection,
  FORMAT_CONTROLS_WITHOUT_PRESETS,
  querySection,
} from '../../sdk/sharedControls.js';
import { validateNonEmpty } from '../../sdk/validators.js';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['groupby'], ['metric'], ['row_limit'], ['sort_by_metric'], ['adhoc_filters']]),
    chartOptionsSection([
      ['color_scheme'],
      [
        'show_labels',
        {
          name: 'show_upper_labels',
          config: {
            type: 'CheckboxControl',
            label: 'Show Upper Labels',
            description: 'Show labels when the node has children.',
            affects: 'render',
            default: true,
          },
        },
      ],
      ['label_type'],
      ['number_format', 'currency_format'],
      ['date_format'],
    ]),
  ],
  controlOverrides: {
    label_type: { default: 'key_value' },
    ...FORMAT_CONTROLS_WITHOUT_PRESETS,
    groupby: {
      label: 'Hierarchy',
      description: 'The levels of the treemap, outermost first.',
      validators: [validateNonEmpty],
    },
  },
};
