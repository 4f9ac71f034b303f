import { z } from 'zod';
import {
  datasourceUid,
  parseJsonObject,
  savedChartDatasourceKey,
  savedChartFormData,
  type ExploreContext,
  type ExploreSlice,
} from '@sightline/core';
import { SUPPORTED_DATASOURCE_TYPES } from '../chartData/chartDataSource.js';
import type { ChartItem } from '../../repos/chartRepo.js';
import { existingIds } from '../../repos/existingIds.js';
import { parseRowId } from '../../rowId.js';
import { assertSignedIn } from '../access.js';
import { badRequest } from '../../apiError.js';
import type { ServiceContext } from '../resourceService.js';
import { assertCanExploreDataset, parseDatasourceKey, parseSliceId, readableChart } from './exploreAccess.js';
import { loadExploreDatasource } from './exploreDatasource.js';
import { findFormData } from './formDataService.js';
import { loadExplorePermalink } from './permalinkService.js';
import { EXPLORE_MESSAGES } from './messages.js';

/**
 * `GET /api/v1/explore/`: what the chart-building screen opens with (ExploreContext), assembled from a
 * permalink, cached form data, a saved chart or a dataset, in that order of precedence.
 */

/** A new chart starts as a table with no time filter. */
const NEW_CHART_FORM_DATA = { viz_type: 'table', time_range: 'No filter' } as const;

const idText = z
  .string()
  .transform((text, ctx) => {
    const id = parseRowId(text);
    if (id === null || id === 0) {
      ctx.addIssue({ code: 'custom', message: `Not a valid id: ${text}` });
      return z.NEVER;
    }
    return id;
  })
  .optional();

/** The query string: form_data_key, permalink_key, slice_id, datasource_id (or dataset_id), datasource_type. */
export const exploreQuerySchema = z.object({
  form_data_key: z.string().optional(),
  permalink_key: z.string().optional(),
  slice_id: idText,
  datasource_id: idText,
  dataset_id: idText,
  datasource_type: z
    .string()
    .refine((type) => SUPPORTED_DATASOURCE_TYPES.has(type), { message: 'Unsupported datasource_type' })
    .optional(),
});
export type ExploreQuery = z.output<typeof exploreQuerySchema>;

/** A saved chart as explore shows it: its params plus the fields that name the chart. */
export function toExploreSlice(chart: ChartItem): ExploreSlice {
  return {
    slice_id: chart.id,
    slice_name: chart.slice_name,
    description: chart.description,
    cache_timeout: chart.cache_timeout,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    is_managed_externally: chart.is_managed_externally,
    viz_type: chart.viz_type,
    datasource: savedChartDatasourceKey(chart) ?? '',
    form_data: savedChartFormData(chart),
    owners: chart.owners.map((o) => o.id),
    dashboards: chart.dashboards,
    changed_on: chart.changed_on_utc,
    query_context: chart.query_context,
  };
}

/** What a permalink or form data key holds: form data, and the dataset and chart it was made for. */
interface StoredState {
  formData: Record<string, unknown>;
  datasetId: number | null;
  sliceId: number | null;
  /** Why the state is missing (an unknown form data key), or null. */
  message: string | null;
}

/** The stored state the query names (permalink first); empty form data when it names none. */
async function storedState(ctx: ServiceContext, query: ExploreQuery): Promise<StoredState> {
  if (query.permalink_key) {
    const { state, datasourceId, chartId } = await loadExplorePermalink(ctx, query.permalink_key);
    const formData: Record<string, unknown> = { ...state.formData };
    if (state.urlParams?.length) formData.url_params = Object.fromEntries(state.urlParams);
    return { formData, datasetId: datasourceId, sliceId: chartId, message: null };
  }
  if (query.form_data_key) {
    const stored = await findFormData(ctx, query.form_data_key);
    if (stored) {
      const formData = parseJsonObject(stored.form_data) ?? {};
      return { formData, datasetId: stored.datasource_id, sliceId: stored.chart_id, message: null };
    }
    const revertsTo = query.slice_id ? 'Chart' : 'Dataset';
    const message = EXPLORE_MESSAGES[`formDataNotFoundFor${revertsTo}`];
    return { formData: {}, datasetId: null, sliceId: null, message };
  }
  return { formData: {}, datasetId: null, sliceId: null, message: null };
}

export async function getExploreContext(ctx: ServiceContext, query: ExploreQuery): Promise<ExploreContext> {
  const user = assertSignedIn(ctx.user);
  const stored = await storedState(ctx, query);
  const fromState = Object.keys(stored.formData).length > 0;
  const sliceId = fromState
    ? (parseSliceId(stored.formData.slice_id) ?? stored.sliceId)
    : (query.slice_id ?? null);
  const chart = sliceId !== null ? await readableChart(ctx, sliceId) : null;
  const slice = chart ? toExploreSlice(chart) : null;
  // The URL's dataset wins over the state's and the chart's (Superset's get_datasource_info).
  const datasetId =
    query.datasource_id ??
    query.dataset_id ??
    parseDatasourceKey(stored.formData.datasource)?.id ??
    stored.datasetId ??
    chart?.datasource_id ??
    null;
  if (datasetId === null) throw badRequest(EXPLORE_MESSAGES.missingUrlParameters);

  const formData: Record<string, unknown> = {
    ...(slice?.form_data ?? (fromState ? {} : NEW_CHART_FORM_DATA)),
    ...stored.formData,
    datasource: datasourceUid({ id: datasetId, type: 'table' }),
  };
  formData.viz_type ??= NEW_CHART_FORM_DATA.viz_type;

  const [found] = await existingIds(ctx.deps.db, 'tables', [datasetId]);
  if (found !== undefined) await assertCanExploreDataset(ctx, datasetId);
  if (chart) {
    // Opening a chart is a view for the home page's recent activity.
    await ctx.deps.activityLog.record([{ action: 'explore', userId: user.id, sliceId: chart.id }]);
  }
  if (found === undefined) {
    return { dataset: null, form_data: formData, slice, message: EXPLORE_MESSAGES.missingDataset };
  }
  return {
    dataset: await loadExploreDatasource(ctx.deps.db, datasetId),
    form_data: formData,
    slice,
    message: stored.message,
  };
}
