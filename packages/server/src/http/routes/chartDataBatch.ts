import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { AppDeps } from '../types.js';
import { requireAuth } from '../auth/index.js';
import { ApiError, badRequest, zodFieldErrors } from '../errors.js';
import { parseRowId } from '../../repos/resourceRows.js';
import { runChartData } from '../../services/chartData/chartDataService.js';
import { bothSlashes } from './resourceEndpoints.js';
import { clientAbortSignal, queryFlag } from './chartData.js';

/**
 * `POST /api/v1/chart/data/batch/?dashboard_id=D`: the chart-data requests a dashboard page sends at
 * once (its first screen, a filter's Apply), in one HTTP request (a Sightline addition to Superset's
 * API; each item is exactly one `POST /api/v1/chart/data?form_data={"slice_id":N}&dashboard_id=D`).
 * The browser spends ~1 ms of its main thread on each request it sends and each answer it reads: 30
 * charts' worth is ~60 ms of a filter's Apply. Body: `{queries: [{slice_id, query_context, force}]}`.
 * Answer: newline-delimited JSON, one line per item as soon as it is done, in the order they finish:
 * `{"index": i, "status": 200, "body": <what the single call answers>}`, or the status and error body
 * the single call would have had. Only JSON results (`result_format` json).
 */

export const MAX_BATCH_QUERIES = 100;

interface BatchItem {
  sliceId: number | null;
  body: unknown;
  force: boolean;
}

function batchItems(body: unknown): BatchItem[] {
  const queries = (body as { queries?: unknown } | null)?.queries;
  if (!Array.isArray(queries) || queries.length === 0)
    throw badRequest('queries must be a non-empty list of {slice_id, query_context, force}');
  if (queries.length > MAX_BATCH_QUERIES)
    throw badRequest(`A batch holds at most ${MAX_BATCH_QUERIES} queries, not ${queries.length}`);
  return queries.map((item: unknown, index) => {
    const { slice_id: sliceId, query_context: context, force } = (item ?? {}) as Record<string, unknown>;
    if (context === null || typeof context !== 'object')
      throw badRequest(`queries[${index}].query_context must be a query context object`);
    if (
      sliceId !== undefined &&
      sliceId !== null &&
      (typeof sliceId !== 'number' || !Number.isInteger(sliceId))
    )
      throw badRequest(`queries[${index}].slice_id must be an integer`);
    return { sliceId: typeof sliceId === 'number' ? sliceId : null, body: context, force: force === true };
  });
}

/** The status and body the single call's error handler gives `error` (http/errors.ts). */
function errorAnswer(error: unknown): { status: number; body: unknown } {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.body };
  if (error instanceof ZodError) return { status: 422, body: { message: zodFieldErrors(error) } };
  return { status: 500, body: { message: 'Internal server error' } };
}

export async function chartDataBatchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const url of bothSlashes('/api/v1/chart/data/batch')) {
    app.post<{ Querystring: Record<string, unknown> }>(
      url,
      { preHandler: requireAuth },
      async (request, reply) => {
        const items = batchItems(request.body);
        const dashboardId =
          typeof request.query['dashboard_id'] === 'string'
            ? parseRowId(request.query['dashboard_id'])
            : null;
        const force = queryFlag(request.query['force']);
        const signal = clientAbortSignal(request, reply);
        const stream = new PassThrough();
        // A client that left makes the stream go away with it: later answers are dropped, not thrown.
        stream.on('error', () => undefined);
        const write = (index: number, status: number, bodyJson: string) => {
          if (!stream.destroyed && !stream.writableEnded)
            stream.write(`{"index":${index},"status":${status},"body":${bodyJson}}\n`);
        };
        let left = items.length;
        items.forEach((item, index) => {
          runChartData(
            deps,
            request.user,
            { body: item.body, force: force || item.force, chartId: item.sliceId, dashboardId },
            { signal },
          )
            .then(({ response }) =>
              response.kind === 'json'
                ? write(index, 200, response.text())
                : write(index, 400, JSON.stringify({ message: 'A batch answers JSON results only' })),
            )
            .catch((error: unknown) => {
              const { status, body } = errorAnswer(error);
              if (status === 500) request.log.error({ err: error }, 'chart data batch item failed');
              write(index, status, JSON.stringify(body));
            })
            .finally(() => {
              left -= 1;
              if (left === 0 && !stream.destroyed) stream.end();
            });
        });
        return reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  }
}
