import { checkboxControl, type ControlPanelConfig } from '../../sdk/controlPanel.js';
import { querySection } from '../../sdk/sharedControls.js';
import { FILTER_BOX_MESSAGES as MESSAGES } from './messages.js';

/** The filter box's controls (Superset's filter_box panel without the Druid-only selectors). */
export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        {
          name: 'filter_configs',
          config: {
            type: 'CollectionControl',
            label: MESSAGES.filtersConfiguration,
            description: MESSAGES.filtersConfigurationHelp,
            affects: 'query',
            default: [],
            options: { itemControl: 'FilterBoxItemControl' },
          },
        },
      ],
      [
        {
          name: 'date_filter',
          config: {
            type: 'CheckboxControl',
            label: MESSAGES.dateFilter,
            description: MESSAGES.dateFilterHelp,
            affects: 'render',
            default: false,
          },
        },
      ],
      ['time_range'],
      [checkboxControl('instant_filtering', MESSAGES.instantFiltering, MESSAGES.instantFilteringHelp, true)],
      [
        checkboxControl(
          'show_sqla_time_granularity',
          MESSAGES.showTimeGrain,
          MESSAGES.showTimeGrainHelp,
          false,
        ),
      ],
      [checkboxControl('show_sqla_time_column', MESSAGES.showTimeColumn, MESSAGES.showTimeColumnHelp, false)],
      ['adhoc_filters'],
    ]),
  ],
};
