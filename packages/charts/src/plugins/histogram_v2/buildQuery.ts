import { getColumnLabel, type QueryColumn, type QueryContext } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import { asList } from '../../sdk/formData.js';
import type { HistogramFormData } from './formData.js';

export function histogramColumn(formData: HistogramFormData): QueryColumn {
  return asList(formData.column)[0]!;
}

/**
 * The raw values of the column (and the groups), binned on the server by the `histogram`
 * post-processing operation into one row per group with a count column per bin.
 */
export function buildQuery(formData: HistogramFormData): QueryContext {
  const column = histogramColumn(formData);
  const { groupby } = formData;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...groupby, column],
      row_limit: formData.row_limit,
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: getColumnLabel(column),
            groupby: groupby.map(getColumnLabel),
            bins: formData.bins,
            cumulative: formData.cumulative,
            normalize: formData.normalize,
          },
        },
      ],
    },
  ]);
}
