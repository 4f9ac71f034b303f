import { z } from 'zod';
import type { QueryMetric } from '../chartData/queryContext.js';
import { dataMaskSchema, type DataMask } from '../dataMask/dataMask.js';

/**
 * Native filters: the items of a dashboard's json_metadata
 * native_filter_configuration, and the per-chart cross-filter settings of chart_configuration. The
 * schemas are loose: Superset's files carry more keys, and a save must round-trip them.
 */

export const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
export const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';
/** The filter preview query: row_limit 1000, metric count. */
export const FILTER_PREVIEW_ROW_LIMIT = 1000;
/** A deleted filter or filter set stays pending (undoable) this long. */
export const PENDING_DELETE_MS = 5000;

/** COUNT(*) as an ad-hoc metric: datasets need not define a saved `count` metric. */
export const FILTER_OPTIONS_COUNT_METRIC: QueryMetric = {
  expressionType: 'SQL',
  sqlExpression: 'COUNT(*)',
  label: 'count',
};

const randomSuffix = () => globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 20);

/** `NATIVE_FILTER-` plus a generated id. */
export function newNativeFilterId(): string {
  return `${NATIVE_FILTER_PREFIX}${randomSuffix()}`;
}

/** `NATIVE_FILTER_DIVIDER-` plus a generated id. */
export function newNativeFilterDividerId(): string {
  return `${NATIVE_FILTER_DIVIDER_PREFIX}${randomSuffix()}`;
}

/** The layout nodes a filter applies under (ROOT_ID: the whole dashboard), minus the excluded charts. */
export const filterScopeSchema = z.looseObject({
  rootPath: z.array(z.string()),
  excluded: z.array(z.number()),
});
export type FilterScope = z.infer<typeof filterScopeSchema>;

export const nativeFilterTargetSchema = z.looseObject({
  datasetId: z.number().optional(),
  column: z.looseObject({ name: z.string() }).optional(),
});
export type NativeFilterTarget = z.infer<typeof nativeFilterTargetSchema>;

export const nativeFilterControlValuesSchema = z.looseObject({
  enableEmptyFilter: z.boolean().optional(),
  defaultToFirstItem: z.boolean().optional(),
  inverseSelection: z.boolean().optional(),
  multiSelect: z.boolean().optional(),
  sortAscending: z.boolean().optional(),
  searchAllOptions: z.boolean().optional(),
});
export type NativeFilterControlValues = z.infer<typeof nativeFilterControlValuesSchema>;

export const nativeFilterSchema = z.looseObject({
  id: z.string(),
  type: z.literal('NATIVE_FILTER'),
  name: z.string(),
  /** Kept as a string: a saved file may name a filter plugin this version does not know. */
  filterType: z.string(),
  description: z.string().optional(),
  targets: z.array(nativeFilterTargetSchema),
  controlValues: nativeFilterControlValuesSchema.optional(),
  defaultDataMask: dataMaskSchema.optional(),
  cascadeParentIds: z.array(z.string()).optional(),
  scope: filterScopeSchema.optional(),
  adhoc_filters: z.array(z.unknown()).optional(),
  time_range: z.string().nullable().optional(),
  granularity_sqla: z.string().nullable().optional(),
  sortMetric: z.string().nullable().optional(),
  requiredFirst: z.boolean().optional(),
  chartsInScope: z.array(z.number()).optional(),
  tabsInScope: z.array(z.string()).optional(),
});
export type NativeFilter = z.infer<typeof nativeFilterSchema>;

export const nativeFilterDividerSchema = z.looseObject({
  id: z.string(),
  type: z.literal('DIVIDER'),
  title: z.string(),
  description: z.string().optional(),
  scope: filterScopeSchema.optional(),
});
export type NativeFilterDivider = z.infer<typeof nativeFilterDividerSchema>;

export const nativeFilterConfigurationItemSchema = z.discriminatedUnion('type', [
  nativeFilterSchema,
  nativeFilterDividerSchema,
]);
export type NativeFilterConfigurationItem = z.infer<typeof nativeFilterConfigurationItemSchema>;

export const nativeFilterConfigurationSchema = z.array(nativeFilterConfigurationItemSchema);

/** The column a value filter filters on: its first target's. */
export function filterColumnOf(filter: NativeFilter): string | undefined {
  return filter.targets[0]?.column?.name;
}

export function isNativeFilter(item: NativeFilterConfigurationItem): item is NativeFilter {
  return item.type === 'NATIVE_FILTER';
}

export function isNativeFilterDivider(item: NativeFilterConfigurationItem): item is NativeFilterDivider {
  return item.type === 'DIVIDER';
}

/**
 * A saved native_filter_configuration, item by item: items that do not parse (unknown type, missing
 * fields) are dropped rather than failing the dashboard.
 */
export function parseNativeFilterConfiguration(value: unknown): NativeFilterConfigurationItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = nativeFilterConfigurationItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const crossFilterScopeSchema = z.union([z.literal('global'), filterScopeSchema]);

export const chartConfigurationItemSchema = z.looseObject({
  id: z.number().optional(),
  crossFilters: z
    .looseObject({
      scope: crossFilterScopeSchema,
      chartsInScope: z.array(z.number()).optional(),
    })
    .optional(),
});
export type ChartConfigurationItem = z.infer<typeof chartConfigurationItemSchema>;

/** json_metadata chart_configuration: chart id (as a key) → its cross-filter settings. */
export const chartConfigurationSchema = z.record(z.string(), chartConfigurationItemSchema);
export type ChartConfiguration = z.infer<typeof chartConfigurationSchema>;

/** A data mask held in the dashboard's state: always under its own id. */
export type DataMaskWithId = DataMask & { id: string };
/** Data masks by filter id (native filters) or chart id (cross-filters). */
export type DataMaskState = Record<string, DataMaskWithId>;
