import {
  extraFormDataFilters,
  extraFormDataSchema,
  type ExtraFormData,
  type QueryContext,
  type QueryObject,
} from '@sightline/core';

/**
 * The dashboard filters a chart's request carries (its form_data's extra_form_data, merged by the page
 * from the filters in the chart's scope), and a saved query with them applied as the page applies them
 * (charts' buildQueryObject): the extra filters after the chart's own, marked isExtra; the extra time
 * range, time column and time grain in place of the saved ones.
 */

/** Keys this module applies; a request whose extras hold any other key is not run ahead with them. */
const APPLIED_KEYS = new Set(['filters', 'time_range', 'granularity_sqla', 'time_grain_sqla']);
/** The keys whose effect on a query depends on the chart type (time handling is the plugin's). */
const TIME_KEYS = ['time_range', 'granularity_sqla', 'time_grain_sqla'] as const;

/**
 * The request's dashboard extras when they filter something and all are of the applied kinds; null when
 * there are none (the saved query was sent) or some cannot be applied here.
 */
export function requestExtras(context: QueryContext): ExtraFormData | null | 'unsupported' {
  const parsed = extraFormDataSchema.safeParse(context.form_data?.extra_form_data ?? {});
  if (!parsed.success) return 'unsupported';
  const extras = parsed.data;
  if (!extraFormDataFilters(extras)) return null;
  const keys = Object.entries(extras).filter(([, value]) => value !== undefined && value !== null);
  return keys.every(([key]) => APPLIED_KEYS.has(key)) ? extras : 'unsupported';
}

/** Whether the extras change time settings, whose application depends on the chart type. */
export function extrasTouchTime(extras: ExtraFormData): boolean {
  return TIME_KEYS.some((key) => extras[key] !== undefined && extras[key] !== null);
}

/** `queries` (saved, without extras) as the page would send them with `extras` applied. */
export function withExtras(queries: readonly QueryObject[], extras: ExtraFormData): QueryObject[] {
  return queries.map((query) => {
    const out: QueryObject = { ...query };
    const extraFilters = (extras.filters ?? []).map((filter) => ({ ...filter, isExtra: true }));
    if (extraFilters.length > 0 || query.filters) {
      out.filters = [...(query.filters ?? []).filter((filter) => !filter.isExtra), ...extraFilters];
    }
    if (extras.time_range !== undefined) out.time_range = extras.time_range;
    if (extras.granularity_sqla !== undefined) out.granularity = extras.granularity_sqla;
    if (extras.time_grain_sqla !== undefined) {
      const grain = extras.time_grain_sqla;
      out.extras = { ...query.extras, time_grain_sqla: grain };
      if (query.columns) {
        out.columns = query.columns.map((column) =>
          typeof column !== 'string' && column.columnType === 'BASE_AXIS' && column.timeGrain
            ? { ...column, timeGrain: grain }
            : column,
        );
      }
    }
    return out;
  });
}
