import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  RESULT_FORMATS,
  RESULT_TYPES,
  chartDataAsyncResponseSchema,
  chartDataResponseSchema,
  queryContextSchema,
  type ResultFormat,
  type ResultType,
} from '@sightline/core';
import { z } from 'zod';
import type { AppDeps } from '../../appDeps.js';
import { requireAuth } from '../auth/index.js';
import { badRequest } from '../../apiError.js';
import { parseIdParam } from '../listQuery/parseQueryArgument.js';
import { parseRowId } from '../../rowId.js';
import { runChartData } from '../../services/chartData/chartDataService.js';
import { channelOfSession } from '../../services/asyncQueries/asyncChannel.js';
import {
  keptChartDataAnswer,
  runsAsJob,
  submitChartData,
} from '../../services/asyncQueries/chartDataJobs.js';
import { savedChartDataRequest } from '../../services/chartData/chartDataRequests.js';
import type { ChartDataRequest, ChartDataResponse } from '../../services/chartData/chartDataTypes.js';
import { sliceIdOf } from '../../services/chartData/stages/validate.js';

/**
 * `POST /api/v1/chart/data` (a query context in the body; `form_data`, `dashboard_id`, `force` in the
 * query string) and `GET /api/v1/chart/{pk}/data/` (the chart's saved query context).
 */

/** Aborts when the client disconnects before the answer was written, so the query is interrupted. */
export function clientAbortSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // `writableEnded`: the answer was handed over in full; a close before that is the client leaving.
  const onClose = () => {
    if (!reply.raw.writableEnded) controller.abort();
  };
  reply.raw.once('close', onClose);
  request.raw.once('aborted', () => controller.abort());
  return controller.signal;
}

export function queryFlag(value: unknown): boolean {
  return value === 'true' || value === '1' || value === true;
}

export function sendChartDataResponse(reply: FastifyReply, response: ChartDataResponse) {
  if (response.kind === 'json') {
    reply.type('application/json; charset=utf-8');
    const pieces = response.pieces();
    // All text (every answer whose rows fit one slice): one Buffer, since a string reply is measured and
    // then encoded, two passes. Rows in many slices come as bytes and go out piece by piece, so that no
    // copy of the whole answer is ever one large block of fresh memory; with its length, not chunked.
    if (pieces.every((piece) => typeof piece === 'string')) return reply.send(Buffer.from(pieces.join('')));
    const bytes = pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece));
    let length = 0;
    for (const piece of bytes) length += piece.length;
    return reply.header('Content-Length', length).send(Readable.from(bytes));
  }
  return reply
    .header('Content-Disposition', `attachment; filename=${response.filename}`)
    .type(response.contentType)
    .send(response.body);
}

/** `form_data={"slice_id": 12}` names the chart the request is for (the pipeline applies its cache timeout). */
function querySliceId(formData: unknown): number | null {
  if (typeof formData !== 'string' || formData === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(formData);
  } catch {
    throw badRequest('form_data is not valid JSON');
  }
  return sliceIdOf(parsed);
}

/** `dashboard_id=12`: the chart is shown on that dashboard (its queries may share scans); else null. */
function queryDashboardId(value: unknown): number | null {
  return typeof value === 'string' ? parseRowId(value) : null;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
}

/**
 * Runs a chart-data request and sends its answer; with async queries on, a request the cache cannot
 * answer is queued as a job instead, and the job is sent with 202.
 */
async function answerChartData(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  chartDataRequest: ChartDataRequest,
) {
  const signal = clientAbortSignal(request, reply);
  const submitted =
    deps.config.featureFlags.GLOBAL_ASYNC_QUERIES && runsAsJob(chartDataRequest)
      ? await submitChartData(
          deps,
          request.user,
          channelOfSession(deps.secretKey, request.sessionId ?? ''),
          chartDataRequest,
          signal,
        )
      : {
          kind: 'answer' as const,
          ...(await runChartData(deps, request.user, chartDataRequest, { signal })),
        };
  if (submitted.kind === 'job') return reply.code(202).send(submitted.job);
  const { response, timings } = submitted;
  // Where the time went, per pipeline stage, readable in the browser's network panel.
  reply.header('Server-Timing', timings.map((t) => `${t.stage};dur=${t.ms.toFixed(2)}`).join(', '));
  return sendChartDataResponse(reply, response);
}

export async function chartDataRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post<{ Querystring: Record<string, unknown> }>(
    '/api/v1/chart/data',
    {
      preHandler: requireAuth,
      schema: {
        body: queryContextSchema,
        querystring: z.object({
          form_data: z.string().optional(),
          dashboard_id: z.string().optional(),
          force: z.string().optional(),
        }),
        response: { 200: chartDataResponseSchema, 202: chartDataAsyncResponseSchema },
      },
    },
    async (request, reply) =>
      answerChartData(deps, request, reply, {
        body: request.body,
        force: queryFlag(request.query['force']),
        chartId: querySliceId(request.query['form_data']),
        dashboardId: queryDashboardId(request.query['dashboard_id']),
      }),
  );

  app.get<{ Params: { cache_key: string } }>(
    '/api/v1/chart/data/:cache_key',
    {
      preHandler: requireAuth,
      schema: {
        summary: "A finished async job's chart data (its event's result_url)",
        response: { 200: chartDataResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await keptChartDataAnswer(deps, request.user, request.params.cache_key)),
  );

  app.get<{ Params: { pk: string }; Querystring: Record<string, unknown> }>(
    '/api/v1/chart/:pk/data',
    {
      preHandler: requireAuth,
      schema: {
        querystring: z.object({
          force: z.string().optional(),
          type: z.enum(RESULT_TYPES).optional(),
          format: z.enum(RESULT_FORMATS).optional(),
        }),
        response: { 200: chartDataResponseSchema, 202: chartDataAsyncResponseSchema },
      },
    },
    async (request, reply) =>
      answerChartData(
        deps,
        request,
        reply,
        await savedChartDataRequest(deps, request.user, parseIdParam(request.params.pk), {
          force: queryFlag(request.query['force']),
          resultType: oneOf<ResultType>(request.query['type'], RESULT_TYPES, 'type'),
          resultFormat: oneOf<ResultFormat>(request.query['format'], RESULT_FORMATS, 'format'),
        }),
      ),
  );
}
