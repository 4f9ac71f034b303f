import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import { chartOptionsSection, querySection } from '../../sdk/sharedControls.js';
import { validateNonEmpty, validateNumber } from '../../sdk/validators.js';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        {
          name: 'series',
          config: {
            type: 'DndColumnSelect',
            label: 'Dimension',
            description: 'The words: one per value of this column.',
            affects: 'query',
            validators: [validateNonEmpty],
          },
        },
      ],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      ['sort_by_metric'],
    ]),
    chartOptionsSection([
      [
        {
          name: 'size_from',
          config: {
            type: 'TextControl',
            label: 'Minimum Font Size',
            description: 'Font size for the smallest value in the list',
            affects: 'render',
            isInt: true,
            default: 10,
            validators: [validateNumber],
          },
        },
        {
          name: 'size_to',
          config: {
            type: 'TextControl',
            label: 'Maximum Font Size',
            description: 'Font size for the biggest value in the list',
            affects: 'render',
            isInt: true,
            default: 70,
            validators: [validateNumber],
          },
        },
      ],
      [
        {
          name: 'rotation',
          config: {
            type: 'SelectControl',
            label: 'Word Rotation',
            description: 'Rotation to apply to words in the cloud',
            affects: 'render',
            clearable: false,
            default: 'square',
            choices: [
              ['random', 'random'],
              ['flat', 'flat'],
              ['square', 'square'],
            ],
          },
        },
      ],
      ['color_scheme'],
    ]),
  ],
  controlOverrides: { row_limit: { default: 100 } },
};
