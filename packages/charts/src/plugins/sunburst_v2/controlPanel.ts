import { getMetricLabel, metricSchema } from '@sightline/core';
import type { ControlPanelConfig, ControlPanelState } from '../../sdk/controlPanel.js';
import {
  chartOptionsSection,
  FORMAT_CONTROLS_WITHOUT_PRESETS,
  querySection,
} from '../../sdk/sharedControls.js';
import { validateNonEmpty, validateNumber } from '../../sdk/validators.js';

/** Whether the secondary metric colors the chart: set, and not the primary metric again. */
function colorsBySecondaryMetric({ controls }: ControlPanelState): boolean {
  const primary = metricSchema.safeParse(controls.metric);
  const secondary = metricSchema.safeParse(controls.secondary_metric);
  if (!secondary.success) return false;
  return !primary.success || getMetricLabel(primary.data) !== getMetricLabel(secondary.data);
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['columns'],
      ['metric'],
      ['secondary_metric'],
      ['adhoc_filters'],
      ['row_limit'],
      ['sort_by_metric'],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      ['linear_color_scheme'],
      ['show_labels', 'show_labels_threshold'],
      ['show_total', 'label_type'],
      ['number_format', 'currency_format'],
      ['date_format'],
    ]),
  ],
  controlOverrides: {
    show_labels: { default: false },
    show_labels_threshold: { validators: [validateNumber] },
    ...FORMAT_CONTROLS_WITHOUT_PRESETS,
    columns: {
      label: 'Hierarchy',
      description:
        'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost ' +
        'circle as the top of the hierarchy.',
      validators: [validateNonEmpty],
    },
    metric: {
      label: 'Primary Metric',
      description: 'The primary metric is used to define the arc segment sizes',
    },
    secondary_metric: {
      label: 'Secondary Metric',
      description:
        '[optional] this secondary metric is used to define the color as a ratio against the primary metric. ' +
        'When omitted, the color is categorical and based on labels',
    },
    color_scheme: {
      description: 'When only a primary metric is provided, a categorical color scale is used.',
      visibility: (state) => !colorsBySecondaryMetric(state),
    },
    linear_color_scheme: {
      description: 'When a secondary metric is provided, a linear color scale is used.',
      visibility: colorsBySecondaryMetric,
    },
  },
};
