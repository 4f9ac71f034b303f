import { buildChartQueryContext, CHART_QUERIES } from '@sightline/charts/queries';
import { parseJsonObject, savedChartFormData, type QueryContext, type QueryObject } from '@sightline/core';
import { GenericDataType, type CellValue } from '@sightline/query-engine';
import type { AppDeps, AuthUser } from '../../appDeps.js';
import { assertPermission } from '../access.js';
import { badRequest, notFound, unprocessable } from '../../apiError.js';
import { SUPPORTED_DATASOURCE_TYPES } from './chartDataSource.js';
import { runChartData, type RunChartDataOptions } from './chartDataService.js';
import type { ChartDataRequest, ChartDataResponse } from './chartDataTypes.js';
import { assertDatasourceAccess } from './datasourceAccess.js';
import { requestDatasourceReader, type DatasourceReader } from './datasourceReader.js';
import { formatTimestamp } from './resultFormats.js';
import { loadSavedChartData, type SavedChartDataRow } from '../../repos/savedChartQueries.js';

/**
 * The chart-data endpoints other than POST /chart/data, each a query context built for the caller and
 * run through the same pipeline (so they get the same access checks, caching and errors).
 */

/** Superset's FILTER_SELECT_ROW_LIMIT: most distinct values a filter's value list offers. */
const FILTER_SELECT_ROW_LIMIT = 10000;

/**
 * GET /chart/{pk}/data/: the query context saved with the chart or, when the chart has none the pipeline
 * could read (charts saved without Explore, such as the examples), the one its chart type builds from the
 * saved form data, with the function the browser builds it with.
 */
export async function savedChartData(
  deps: AppDeps,
  user: AuthUser | null,
  chartId: number,
  overrides: Pick<ChartDataRequest, 'force' | 'resultType' | 'resultFormat'>,
  options: RunChartDataOptions,
): Promise<ChartDataResponse> {
  // Read once for the checks and handed to the pipeline, which would otherwise read it again.
  const readDatasource = options.readDatasource ?? requestDatasourceReader(deps.chartData.datasources);
  const request = await savedChartDataRequest(deps, user, chartId, overrides, readDatasource);
  return (await runChartData(deps, user, request, { ...options, readDatasource })).response;
}

/**
 * The chart-data request of a saved chart: its saved query context, or the one its type builds from its
 * saved form data. 404 for no such chart; the dataset is checked before the form data is read.
 */
export async function savedChartDataRequest(
  deps: AppDeps,
  user: AuthUser | null,
  chartId: number,
  overrides: Pick<ChartDataRequest, 'force' | 'resultType' | 'resultFormat'>,
  readDatasource: DatasourceReader = requestDatasourceReader(deps.chartData.datasources),
): Promise<ChartDataRequest> {
  assertPermission(user, 'can_read', 'Chart');
  const chart = await loadSavedChartData(deps.db, chartId);
  if (!chart) throw notFound();
  const saved = savedQueryContext(chart.query_context);
  if (!saved) {
    if (chart.datasource_id == null) throw badRequest(NO_DATASET_MESSAGE);
    // A user who may not read the dataset learns nothing of the chart's form data.
    assertDatasourceAccess(user, await readDatasource(chart.datasource_id));
  }
  return {
    body: saved ?? queryContextFromFormData(chart),
    ...overrides,
    chartCacheTimeout: chart.cache_timeout,
    chartId,
  };
}

export const NO_DATASET_MESSAGE = 'The chart has no dataset: choose one in Explore and save the chart again.';

/** The saved query context when it is one (an object with queries); null for none, unreadable text or other JSON. */
function savedQueryContext(text: string | null): Record<string, unknown> | null {
  // parseJsonObject refuses text nested past the limit, which could not have been saved through the API.
  const context = parseJsonObject(text);
  return context && Array.isArray(context['queries']) ? context : null;
}

/** The query context the chart's type builds from its saved form data; a 4xx naming what to fix otherwise. */
function queryContextFromFormData(chart: SavedChartDataRow): QueryContext {
  const query = CHART_QUERIES.get(chart.viz_type);
  if (!query) {
    throw badRequest(
      `The chart type "${chart.viz_type}" is unknown to this server, so the chart's query cannot be built: ` +
        'open the chart in Explore, choose a chart type and save it again.',
    );
  }
  // The form data names the chart's own dataset (savedChartFormData makes it win over the params').
  const built = buildChartQueryContext(query, savedChartFormData(chart));
  if (built instanceof Error) {
    throw unprocessable(
      `The chart's saved settings do not fit a "${chart.viz_type}" chart (${built.message}): ` +
        'open the chart in Explore, correct them and save it again.',
    );
  }
  return built;
}

/** GET /dataset/{pk}/samples: the dataset's first rows (samples row limit), as one result object. */
export async function datasetSamples(
  deps: AppDeps,
  user: AuthUser | null,
  datasetId: number,
  force: boolean,
  options: RunChartDataOptions,
): Promise<Record<string, unknown>> {
  assertPermission(user, 'can_read', 'Dataset');
  const body = { datasource: { id: datasetId, type: 'table' }, queries: [{}], result_type: 'samples' };
  const { response } = await runChartData(deps, user, { body, force }, options);
  return response.kind === 'json' ? (response.body.result[0] ?? {}) : {};
}

/**
 * The distinct values of one column, sorted, for filter value lists (the datasource values API and the
 * legacy /superset/filter/ endpoint). Temporal values are ISO datetimes, as filters compare them.
 */
export async function columnValues(
  deps: AppDeps,
  user: AuthUser | null,
  datasourceType: string,
  datasourceId: number,
  column: string,
  options: RunChartDataOptions,
): Promise<CellValue[]> {
  if (!SUPPORTED_DATASOURCE_TYPES.has(datasourceType)) {
    throw badRequest(`Invalid datasource type: ${datasourceType}`);
  }
  // Read once for the checks below and handed to the pipeline, which would otherwise read it again.
  const readDatasource = options.readDatasource ?? requestDatasourceReader(deps.chartData.datasources);
  const source = await readDatasource(datasourceId);
  assertDatasourceAccess(user, source);
  const known = source.descriptor.columns.find((c) => c.column_name === column);
  if (!known) throw badRequest(`Column name ${column} does not exist`);
  // A COUNT(*) metric makes the compiler GROUP BY the column: one row per distinct value.
  const query: QueryObject = {
    columns: [column],
    metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: '__value_count' }],
    orderby: [[column, true]],
    row_limit: FILTER_SELECT_ROW_LIMIT,
    post_processing: [],
  };
  const body = { datasource: { id: datasourceId, type: 'table' }, queries: [query], result_type: 'full' };
  const { response } = await runChartData(deps, user, { body }, { ...options, readDatasource });
  if (response.kind !== 'json') return [];
  const result = response.body.result[0] as {
    data?: Record<string, CellValue>[];
    colnames?: string[];
    coltypes?: number[];
  };
  const temporal = result.coltypes?.[result.colnames?.indexOf(column) ?? -1] === GenericDataType.TEMPORAL;
  return (result.data ?? []).map((row) => {
    const value = row[column] ?? null;
    return temporal && typeof value === 'number' ? formatTimestamp(value).replace(' ', 'T') : value;
  });
}
