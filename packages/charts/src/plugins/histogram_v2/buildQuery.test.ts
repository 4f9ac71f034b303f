import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { histogramFormDataSchema } from './formData.js';

const formData = (overrides: Record<string, unknown> = {}) =>
  histogramFormDataSchema.parse({
    datasource: '3__table',
    viz_type: 'histogram_v2',
    column: 'latency_ms',
    ...overrides,
  });

describe('histogram buildQuery', () => {
  it('selects the raw column and bins it with the histogram post-processing operation', () => {
    const context = buildQuery(formData({ groupby: ['device'], bins: '20', cumulative: true }));
    expect(context.queries).toEqual([
      expect.objectContaining({
        columns: ['device', 'latency_ms'],
        row_limit: 10000,
        post_processing: [
          {
            operation: 'histogram',
            options: {
              column: 'latency_ms',
              groupby: ['device'],
              bins: 20,
              cumulative: true,
              normalize: false,
            },
          },
        ],
      }),
    ]);
    expect(context.queries[0]!.metrics).toBeUndefined();
  });

  it('defaults to 5 bins, takes a one-item column list and names ad-hoc columns by label', () => {
    const context = buildQuery(
      formData({
        column: [{ sqlExpression: 'latency_ms / 1000', label: 'latency_s', expressionType: 'SQL' }],
        normalize: true,
      }),
    );
    expect(context.queries[0]).toMatchObject({
      columns: [{ sqlExpression: 'latency_ms / 1000', label: 'latency_s' }],
      post_processing: [
        {
          operation: 'histogram',
          options: { column: 'latency_s', groupby: [], bins: 5, cumulative: false, normalize: true },
        },
      ],
    });
  });
});
