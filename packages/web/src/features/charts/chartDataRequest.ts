import type { ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { apiClient } from '../../app/apiClient';

/**
 * `POST /api/v1/chart/data` with a query context: the answer's results, one per query. Failures throw
 * the client's ApiError. (Dashboard charts use chartLoader's postChartData, which names the chart in the
 * URL.)
 */
export async function requestChartData(
  queryContext: QueryContext,
  signal?: AbortSignal,
): Promise<ChartDataResult[]> {
  const answer = await apiClient.request<{ result: ChartDataResult[] }>({
    url: '/api/v1/chart/data',
    method: 'POST',
    body: queryContext,
    signal,
  });
  return answer.result;
}

/** The SQL the query context runs as the server compiles it (`result_type: 'query'`), queries joined. */
export async function requestChartSql(queryContext: QueryContext, signal?: AbortSignal): Promise<string> {
  const results = await requestChartData(
    { ...queryContext, result_type: 'query', result_format: 'json' },
    signal,
  );
  return results.map((result) => result.query ?? '').join(';\n\n');
}
