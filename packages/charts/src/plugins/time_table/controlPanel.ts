import type { ControlPanelConfig, ControlValidator } from '../../sdk/controlPanel.js';
import { querySection, SERIES_LIMIT_CHOICES } from '../../sdk/sharedControls.js';
import { validateInteger, validateNonEmpty } from '../../sdk/validators.js';
import { COLUMN_TYPE_CHOICES, COMPARISON_TYPE_CHOICES } from './columnConfig.js';
import { TIME_TABLE_MESSAGES as MESSAGES } from './messages.js';

/** Superset 3.1's Time-series Table control panel (a legacy chart: a time column, not an x-axis). */

const singleMetricWhenGrouped: ControlValidator = (value, state) =>
  Array.isArray(value) &&
  value.length > 1 &&
  Array.isArray(state?.controls.groupby) &&
  state.controls.groupby.length > 0
    ? MESSAGES.singleMetricWithGroupBy
    : false;

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Time',
      expanded: true,
      controlSetRows: [['granularity_sqla'], ['time_grain_sqla'], ['time_range']],
    },
    querySection([
      ['metrics'],
      ['adhoc_filters'],
      ['groupby'],
      [
        {
          name: 'limit',
          config: {
            type: 'SelectControl',
            label: 'Series limit',
            description:
              'Limits the number of series that get displayed. A joined subquery (or an extra phase where ' +
              'subqueries are not supported) is applied to limit the number of series that get fetched and ' +
              'rendered. This feature is useful when grouping by high cardinality column(s) though does ' +
              'increase the query complexity and cost.',
            affects: 'query',
            freeForm: true,
            clearable: true,
            choices: SERIES_LIMIT_CHOICES.map((value) => [value, String(value)] as const),
            validators: [validateInteger],
          },
        },
      ],
      [
        {
          name: 'timeseries_limit_metric',
          config: {
            type: 'DndMetricSelect',
            label: 'Sort by',
            description:
              'Metric used to define how the top series are sorted if a series or row limit is present. ' +
              'If undefined reverts to the first metric (where appropriate).',
            affects: 'query',
            clearable: true,
          },
        },
      ],
      ['order_desc'],
      ['row_limit'],
    ]),
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'column_collection',
            config: {
              type: 'CollectionControl',
              label: 'Time series columns',
              affects: 'render',
              default: [],
              validators: [validateNonEmpty],
              options: {
                itemControl: 'TimeSeriesColumnControl',
                colTypes: COLUMN_TYPE_CHOICES,
                comparisonTypes: COMPARISON_TYPE_CHOICES,
              },
            },
          },
        ],
        [
          {
            name: 'url',
            config: {
              type: 'TextControl',
              label: 'URL',
              description:
                "Templated link, it's possible to include {{ metric }} or other values coming from the controls.",
              affects: 'render',
              default: '',
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    granularity_sqla: { validators: [validateNonEmpty] },
    metrics: { validators: [validateNonEmpty, singleMetricWhenGrouped] },
    groupby: { label: 'Group by' },
  },
};
