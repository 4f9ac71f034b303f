import { z } from 'zod';
import { explorePermalinkStateSchema, type ExplorePermalinkState } from '@sightline/core';
import { assertSignedIn } from '../access.js';
import { parseBody, unprocessable } from '../../apiError.js';
import { loadPermalink, storePermalink } from '../permalinks.js';
import type { ServiceContext } from '../resourceService.js';
import { assertCanExploreDataset, parseDatasourceKey, parseSliceId, readableChart } from './exploreAccess.js';
import { EXPLORE_MESSAGES } from './messages.js';

/**
 * Explore permalinks (`POST /api/v1/explore/permalink`, `GET /api/v1/explore/permalink/{key}`): a chart's
 * form data and URL parameters kept for good in the key_value table, under an unguessable key.
 */

const PERMALINK_RESOURCE = 'explore_permalink';

/** ExplorePermalinkStateSchema: formData required (with its datasource), urlParams optional. */
export const permalinkStateSchema = explorePermalinkStateSchema.extend({
  formData: z.looseObject({ datasource: z.string() }),
});

/** What a permalink stores, in Superset's shape; `GET` answers all of it. */
export interface ExplorePermalinkValue {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  datasource: string;
  state: ExplorePermalinkState;
}

/** Stores the state; 401, 422 for a malformed body, 404/403 for a dataset or chart the user cannot read. */
export async function createExplorePermalink(ctx: ServiceContext, body: unknown): Promise<string> {
  const user = assertSignedIn(ctx.user);
  const { formData, urlParams } = parseBody(permalinkStateSchema, body);
  const datasource = parseDatasourceKey(formData.datasource);
  if (!datasource) throw unprocessable({ 'formData.datasource': [EXPLORE_MESSAGES.invalidDatasource] });
  const chartId = parseSliceId(formData.slice_id);
  await assertCanExploreDataset(ctx, datasource.id);
  if (chartId !== null) await readableChart(ctx, chartId);
  const value: ExplorePermalinkValue = {
    chartId,
    datasourceId: datasource.id,
    datasourceType: datasource.type,
    datasource: formData.datasource,
    state: { formData, urlParams: urlParams ?? null },
  };
  return storePermalink(ctx.deps.db, PERMALINK_RESOURCE, value, user.id);
}

/** The stored permalink without access checks (the explore context checks what it shows); 401, 404. */
export async function loadExplorePermalink(ctx: ServiceContext, key: string): Promise<ExplorePermalinkValue> {
  assertSignedIn(ctx.user);
  return loadPermalink<ExplorePermalinkValue>(ctx.deps.db, PERMALINK_RESOURCE, key);
}

/** `GET /api/v1/explore/permalink/{key}`: the stored value once the user may read its dataset and chart. */
export async function readExplorePermalink(ctx: ServiceContext, key: string): Promise<ExplorePermalinkValue> {
  const value = await loadExplorePermalink(ctx, key);
  await assertCanExploreDataset(ctx, value.datasourceId);
  if (value.chartId !== null) await readableChart(ctx, value.chartId);
  return value;
}
