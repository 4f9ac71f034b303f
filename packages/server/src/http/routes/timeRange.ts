import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatDttm, resolveTimeRange, TimeRangeError } from '@sightline/core';
import { getNow } from '../../clock.js';
import { requireAuth } from '../auth/index.js';
import { badRequest } from '../errors.js';
import { parseQueryArgument } from '../listQuery/parseQueryArgument.js';
import { bothSlashes } from './resourceEndpoints.js';

const requestedRange = z.object({ timeRange: z.string(), shift: z.string().nullish() });

// q is one time range string, or a list of {timeRange, shift} (the popover's time comparison preview).
const timeRangeQuery = z.union([z.string(), requestedRange, z.array(requestedRange).min(1)], {
  error: 'q must be a time range or a list of (timeRange, shift)',
});

interface ResolvedRangeBody {
  since: string;
  until: string;
  timeRange: string;
  shift?: string;
}

/**
 * `GET /api/v1/time_range/?q=<rison>` → `{result: [{since, until, timeRange}]}`: since/until as
 * 'YYYY-MM-DDTHH:mm:ss' UTC, '' for an open side, one item per requested range (shift echoed when given).
 * The clock is getNow() (SIGHTLINE_NOW). A range the grammar refuses is a 400 with its reason.
 */
export async function timeRangeRoutes(app: FastifyInstance): Promise<void> {
  for (const url of bothSlashes('/api/v1/time_range')) {
    app.get(url, { preHandler: requireAuth }, async (request) => {
      const query = parseQueryArgument(timeRangeQuery, request, null);
      const requested =
        typeof query === 'string' ? [{ timeRange: query }] : Array.isArray(query) ? query : [query];
      const now = getNow();
      const result = requested.map(({ timeRange, shift }): ResolvedRangeBody => {
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
    });
  }
}
