import type { FastifyInstance } from 'fastify';
import {
  formatDttm,
  resolveTimeRange,
  TimeRangeError,
  timeRangeQuerySchema,
  timeRangeResponseSchema,
  type TimeRangeApiResult,
} from '@sightline/core';
import { getNow } from '../../clock.js';
import { requireAuth } from '../auth/index.js';
import { badRequest } from '../../apiError.js';
import { risonQuerystring } from './resourceSchemas.js';
import { parseQueryArgument } from '../listQuery/parseQueryArgument.js';

/**
 * `GET /api/v1/time_range/?q=<rison>` → `{result: [{since, until, timeRange}]}`: since/until as
 * 'YYYY-MM-DDTHH:mm:ss' UTC, '' for an open side, one item per requested range (shift echoed when given).
 * The clock is getNow() (SIGHTLINE_NOW). A range the grammar refuses is a 400 with its reason.
 */
export async function timeRangeRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v1/time_range',
    {
      preHandler: requireAuth,
      schema: { querystring: risonQuerystring, response: { 200: timeRangeResponseSchema } },
    },
    async (request) => {
      const query = parseQueryArgument(timeRangeQuerySchema, request, null);
      const requested =
        typeof query === 'string' ? [{ timeRange: query }] : Array.isArray(query) ? query : [query];
      const now = getNow();
      const result = requested.map(({ timeRange, shift }): TimeRangeApiResult => {
        try {
          const { since, until } = resolveTimeRange(timeRange, { now, shift });
          return {
            since: since ? formatDttm(since) : '',
            until: until ? formatDttm(until) : '',
            timeRange,
            ...(shift ? { shift } : {}),
          };
        } catch (error) {
          if (error instanceof TimeRangeError) throw badRequest(error.message);
          throw error;
        }
      });
      return { result };
    },
  );
}
