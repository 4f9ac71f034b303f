import { DTTM_ALIAS, getColumnLabel, type QueryObject } from '@sightline/core';
import { GenericDataType, type Frame } from '@sightline/query-engine';
import type { ChartDataContext, ExecutedRequest, ProcessedRequest } from '../chartDataTypes.js';
import type { SqlPlan } from '../queryPlan.js';
import type { Stage } from '../stagePipeline.js';

/**
 * Stage 7: time-offset frames joined onto the main frame (`<metric>__<offset>` columns), then the
 * request's post-processing operators in order. Cached results were stored after this stage, so they
 * pass through untouched.
 */
export const postProcessStage: Stage<ChartDataContext, ExecutedRequest, ProcessedRequest> = {
  name: 'postProcess',
  run(ctx, request) {
    const cachedDttm = ctx.now.toISOString().replace(/\.\d{3}Z$/, '');
    const results = request.plans.map((plan, index) => {
      const cached = request.cached[index];
      if (cached) return { result: cached, isCached: true };
      const executed = request.executed[index];
      if (!executed || plan.kind !== 'sql') return undefined;
      let frame = executed.main;
      if (executed.offsets.length > 0) {
        const timeColumn = timeColumnOf(plan.query, frame);
        frame = ctx.functions.joinTimeOffsets(frame, executed.offsets, {
          timeColumn,
          metricLabels: plan.compiled.metricLabels,
          joinColumns: plan.compiled.columnLabels.filter((label) => label !== timeColumn),
        });
      }
      const operations = plan.query.post_processing ?? [];
      if (operations.length > 0) frame = ctx.functions.applyPostProcessing(frame, operations);
      return {
        result: {
          frame: withoutDbTypes(frame),
          sqlRowcount: executed.sqlRowcount,
          isTruncated: executed.isTruncated,
          cachedDttm,
        },
        isCached: false,
      };
    });
    return { ...request, results };
  },
};

/** The column time offsets align on: the x-axis column, `__timestamp`, or the first temporal column. */
function timeColumnOf(query: SqlPlan['query'] | QueryObject, frame: Frame): string {
  const axis = (query.columns ?? []).find((c) => typeof c !== 'string' && c.columnType === 'BASE_AXIS');
  if (axis) return getColumnLabel(axis);
  if (query.is_timeseries) return DTTM_ALIAS;
  return frame.fields.find((f) => f.type === GenericDataType.TEMPORAL)?.name ?? DTTM_ALIAS;
}

/** Engine type names are not part of the result and would only grow the cache entry. */
function withoutDbTypes(frame: Frame): Frame {
  return {
    length: frame.length,
    fields: frame.fields.map(({ name, type, values }) => ({ name, type, values })),
  };
}
