import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import {
  chartOptionsSection,
  FORMAT_CONTROLS_WITHOUT_PRESETS,
  querySection,
} from '../../sdk/sharedControls.js';
import { validateNonEmpty } from '../../sdk/validators.js';
import { WHISKER_OPTIONS, X_TICKS_LAYOUTS } from './formData.js';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['columns'],
      ['groupby'],
      ['metrics'],
      ['adhoc_filters'],
      ['series_limit'],
      ['series_limit_metric'],
      [
        {
          name: 'whiskerOptions',
          config: {
            type: 'SelectControl',
            label: 'Whisker/outlier options',
            description: 'Determines how whiskers and outliers are calculated.',
            affects: 'query',
            freeForm: true,
            clearable: false,
            default: 'Tukey',
            choices: WHISKER_OPTIONS.map((option) => [option, option] as const),
          },
        },
      ],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      [
        {
          name: 'x_ticks_layout',
          config: {
            type: 'SelectControl',
            label: 'X Tick Layout',
            description: 'The way the ticks are laid out on the X-axis',
            affects: 'render',
            clearable: false,
            default: 'auto',
            choices: X_TICKS_LAYOUTS.map((layout) => [layout, layout] as const),
          },
        },
      ],
      ['number_format', 'date_format'],
      ['x_axis_title', 'y_axis_title'],
    ]),
  ],
  controlOverrides: {
    ...FORMAT_CONTROLS_WITHOUT_PRESETS,
    columns: {
      label: 'Distribute across',
      description: 'Columns to calculate distribution across.',
      validators: [validateNonEmpty],
    },
    groupby: { label: 'Dimensions', description: 'Categories to group by on the x-axis.' },
  },
};
