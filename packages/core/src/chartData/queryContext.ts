import { z } from 'zod';

/**
 * The chart-data request (`POST /api/v1/chart/data`) as Superset 3.1 defines it: openapi
 * `ChartDataQueryContextSchema`, `ChartDataQueryObject`, `ChartDataFilter`, `ChartDataExtras`,
 * `ChartDataDatasource` and the post-processing item. Objects are loose: real clients send whole form
 * states with extra keys, and those must pass through instead of failing the request. Deprecated
 * aliases (`timeseries_limit`, `granularity_sqla`, `groupby`, top-level `where`/`having`) are accepted
 * here and resolved by `normalizeQueryObject`.
 */

export const QUERY_FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'IN',
  'NOT IN',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'REGEX',
  'IS NULL',
  'IS NOT NULL',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
] as const;

/** ISO 8601 durations of the time grains, the Monday/Sunday week variants included. */
export const TIME_GRAINS = [
  'PT1S',
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT10M',
  'PT15M',
  'PT30M',
  'PT1H',
  'PT6H',
  'P1D',
  'P1W',
  'P1M',
  'P3M',
  'P1Y',
  '1969-12-28T00:00:00Z/P1W',
  '1969-12-29T00:00:00Z/P1W',
  'P1W/1970-01-03T00:00:00Z',
  'P1W/1970-01-04T00:00:00Z',
] as const;
export type TimeGrain = (typeof TIME_GRAINS)[number];

/** Display names of the time grains: the timegrains result type and the time grain control. */
export const TIME_GRAIN_NAMES: Readonly<Record<TimeGrain, string>> = {
  PT1S: 'Second',
  PT5S: '5 second',
  PT30S: '30 second',
  PT1M: 'Minute',
  PT5M: '5 minute',
  PT10M: '10 minute',
  PT15M: '15 minute',
  PT30M: '30 minute',
  PT1H: 'Hour',
  PT6H: '6 hour',
  P1D: 'Day',
  P1W: 'Week',
  P1M: 'Month',
  P3M: 'Quarter',
  P1Y: 'Year',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  '1969-12-29T00:00:00Z/P1W': 'Week starting Monday',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
};

export const METRIC_AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;

export const RESULT_TYPES = [
  'columns',
  'full',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const RESULT_FORMATS = ['csv', 'json', 'xlsx'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

const timeGrainSchema = z.enum(TIME_GRAINS, {
  error: () => `Time grain must be one of ${TIME_GRAINS.join(', ')}`,
});

/** The `column` of a SIMPLE metric: the dataset column the aggregate applies to. */
export const metricColumnSchema = z.looseObject({
  column_name: z.string().min(1, 'column_name must not be empty'),
  type: z.string().nullable().optional(),
});

export const adhocMetricSchema = z.looseObject({
  expressionType: z.enum(['SIMPLE', 'SQL'], { error: () => 'expressionType must be SIMPLE or SQL' }),
  aggregate: z
    .enum(METRIC_AGGREGATES, {
      error: () => `aggregate must be one of ${METRIC_AGGREGATES.join(', ')}`,
    })
    .nullable()
    .optional(),
  column: metricColumnSchema.nullable().optional(),
  sqlExpression: z.string().nullable().optional(),
  label: z.string().nullable().optional(),
  hasCustomLabel: z.boolean().nullable().optional(),
  optionName: z.string().nullable().optional(),
  timeGrain: z.string().nullable().optional(),
  isExtra: z.boolean().nullable().optional(),
});

/** A saved metric's name or an ad-hoc metric. */
export const metricSchema = z.union([z.string().min(1, 'Metric name must not be empty'), adhocMetricSchema]);
export type QueryMetric = z.infer<typeof metricSchema>;

export const adhocColumnSchema = z.looseObject({
  sqlExpression: z.string({ error: () => 'Ad-hoc columns need a sqlExpression string' }),
  label: z.string().nullable().optional(),
  expressionType: z.literal('SQL').optional(),
  columnType: z.enum(['BASE_AXIS', 'SERIES']).nullable().optional(),
  timeGrain: timeGrainSchema.nullable().optional(),
  hasCustomLabel: z.boolean().nullable().optional(),
  optionName: z.string().nullable().optional(),
  isColumnReference: z.boolean().nullable().optional(),
});
export type AdhocColumn = z.infer<typeof adhocColumnSchema>;

/** A dataset column's name or an ad-hoc SQL column. */
export const columnSchema = z.union([z.string().min(1, 'Column name must not be empty'), adhocColumnSchema]);
export type QueryColumn = z.infer<typeof columnSchema>;

const scalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const filterValueSchema = z.union([scalarSchema, z.array(scalarSchema)]);
export type FilterValue = z.infer<typeof filterValueSchema>;

export const queryObjectFilterSchema = z.looseObject({
  col: columnSchema,
  op: z.enum(QUERY_FILTER_OPERATORS, {
    error: () => `Filter operator must be one of ${QUERY_FILTER_OPERATORS.join(', ')}`,
  }),
  val: filterValueSchema.optional(),
  grain: z.string().nullable().optional(),
  isExtra: z.boolean().nullable().optional(),
});
export type QueryObjectFilter = z.infer<typeof queryObjectFilterSchema>;

export const queryObjectExtrasSchema = z.looseObject({
  where: z.string().nullable().optional(),
  having: z.string().nullable().optional(),
  time_grain_sqla: timeGrainSchema.nullable().optional(),
  relative_start: z.enum(['today', 'now']).nullable().optional(),
  relative_end: z.enum(['today', 'now']).nullable().optional(),
});
export type QueryObjectExtras = z.infer<typeof queryObjectExtrasSchema>;

export const postProcessingOperationSchema = z.looseObject({
  operation: z.string().min(1, 'operation must not be empty'),
  options: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type PostProcessingOperation = {
  operation: string;
  options?: Record<string, unknown>;
};

/** `[column or metric, ascending]`. */
export const orderByItemSchema = z.tuple(
  [z.union([z.string().min(1), adhocMetricSchema, adhocColumnSchema]), z.boolean()],
  {
    error: () => 'orderby items must be [column or metric, ascending]',
  },
);
export type OrderByItem = z.infer<typeof orderByItemSchema>;

export const datasourceSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  type: z.enum(['sl_table', 'table', 'dataset', 'query', 'saved_query', 'view']).optional(),
});
export type ChartDataDatasource = z.infer<typeof datasourceSchema>;

const nonNegativeInt = (field: string) =>
  z
    .number({ error: () => `${field} must be a number` })
    .int(`${field} must be an integer`)
    .min(0, `${field} must be at least 0`);

export const queryObjectSchema = z.looseObject({
  datasource: datasourceSchema.nullable().optional(),
  columns: z.array(columnSchema).nullable().optional(),
  groupby: z.array(columnSchema).nullable().optional(),
  metrics: z.array(metricSchema).nullable().optional(),
  filters: z.array(queryObjectFilterSchema).nullable().optional(),
  extras: queryObjectExtrasSchema.nullable().optional(),
  granularity: z.string().nullable().optional(),
  granularity_sqla: z.string().nullable().optional(),
  time_range: z.string().nullable().optional(),
  time_shift: z.string().nullable().optional(),
  is_timeseries: z.boolean().nullable().optional(),
  is_rowcount: z.boolean().nullable().optional(),
  orderby: z.array(orderByItemSchema).nullable().optional(),
  order_desc: z.boolean().nullable().optional(),
  row_limit: nonNegativeInt('row_limit').nullable().optional(),
  row_offset: nonNegativeInt('row_offset').nullable().optional(),
  series_limit: nonNegativeInt('series_limit').nullable().optional(),
  series_limit_metric: metricSchema.nullable().optional(),
  series_columns: z.array(columnSchema).nullable().optional(),
  timeseries_limit: nonNegativeInt('timeseries_limit').nullable().optional(),
  timeseries_limit_metric: metricSchema.nullable().optional(),
  time_offsets: z.array(z.string()).nullable().optional(),
  annotation_layers: z.array(z.looseObject({})).nullable().optional(),
  apply_fetch_values_predicate: z.boolean().nullable().optional(),
  applied_time_extras: z.record(z.string(), z.unknown()).nullable().optional(),
  url_params: z.record(z.string(), z.unknown()).nullable().optional(),
  where: z.string().nullable().optional(),
  having: z.string().nullable().optional(),
  result_type: z.enum(RESULT_TYPES).nullable().optional(),
  // Superset's client leaves `undefined` holes that JSON turns into null; they are dropped.
  post_processing: z
    .array(postProcessingOperationSchema.nullable())
    .nullable()
    .transform((ops): PostProcessingOperation[] =>
      (ops ?? []).flatMap((op) =>
        op ? [{ operation: op.operation, ...(op.options ? { options: op.options } : {}) }] : [],
      ),
    )
    .optional(),
});
export type QueryObject = z.infer<typeof queryObjectSchema>;

export const queryContextSchema = z.looseObject({
  datasource: datasourceSchema,
  queries: z.array(queryObjectSchema, { error: () => 'queries must be a list of query objects' }),
  form_data: z.record(z.string(), z.unknown()).nullable().optional(),
  result_type: z
    .enum(RESULT_TYPES, { error: () => `result_type must be one of ${RESULT_TYPES.join(', ')}` })
    .nullable()
    .optional(),
  result_format: z
    .enum(RESULT_FORMATS, { error: () => `result_format must be one of ${RESULT_FORMATS.join(', ')}` })
    .nullable()
    .optional(),
  force: z.boolean().nullable().optional(),
  custom_cache_timeout: z.number().int().nullable().optional(),
});
export type QueryContext = z.infer<typeof queryContextSchema>;
