import type { ControlPanelConfig, ControlPanelState } from '../../sdk/controlPanel.js';
import { filterControlMessages as messages } from '../../sdk/nativeFilter/filterControlMessages.js';
import { filterFlagControl, filterSettingsSection } from '../../sdk/nativeFilter/filterControls.js';

const targetsDataset = ({ controls }: ControlPanelState) => {
  const targets = controls.targets as readonly { datasetId?: unknown }[] | undefined;
  return typeof targets?.[0]?.datasetId === 'number';
};
const sorted = ({ controls }: ControlPanelState) =>
  (controls.controlValues as { sortAscending?: boolean } | undefined)?.sortAscending !== undefined;

/**
 * The value filter's settings: what limits the values offered (the target dataset's ad-hoc filters, a
 * time range), their order (ascending or descending, optionally by a metric) and its flags.
 */
export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: messages.preFilter,
      controlSetRows: [
        [
          {
            name: 'adhoc_filters',
            config: {
              type: 'AdhocFilterControl',
              label: messages.preFilter,
              affects: 'query',
              visibility: targetsDataset,
              // The dataset's change empties them itself.
              resetOnHide: false,
            },
          },
        ],
        [
          {
            name: 'time_range',
            config: {
              type: 'DateFilterControl',
              label: messages.timeRange,
              default: 'No filter',
              affects: 'query',
            },
          },
        ],
      ],
    },
    {
      // The sort checkbox names the section itself.
      label: '',
      controlSetRows: [
        [
          {
            name: 'sortAscending',
            config: {
              type: 'SelectControl',
              label: messages.sortFilterValues,
              affects: 'query',
              choices: [
                [true, messages.sortAscending],
                [false, messages.sortDescending],
              ],
              // Unset until ticked (unset sorts the values ascending).
              options: { optionalChoice: true },
            },
          },
        ],
        [
          {
            name: 'sortMetric',
            config: {
              type: 'SelectControl',
              label: messages.sortMetric,
              affects: 'query',
              clearable: true,
              options: { choicesFromMetrics: true },
              visibility: sorted,
            },
          },
        ],
      ],
    },
    filterSettingsSection(
      filterFlagControl('defaultToFirstItem', messages.defaultToFirstItem),
      filterFlagControl('inverseSelection', messages.inverseSelection),
      filterFlagControl('multiSelect', messages.multiSelect),
      // Typed text then goes to the options query.
      filterFlagControl('searchAllOptions', messages.searchAllOptions, 'query'),
    ),
  ],
};
