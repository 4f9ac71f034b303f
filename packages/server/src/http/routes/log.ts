import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  logEventsResponseSchema,
  recentActivityResponseSchema,
} from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { badRequest, forbidden } from '../../apiError.js';
import { parseQueryArgument } from '../listQuery/parseQueryArgument.js';
import {
  listRecentActivity,
  logEventsBodySchema,
  recordClientEvents,
} from '../../services/activityLogService.js';
import { isAdmin } from '../../services/access.js';
import { serviceContext } from './resourceEndpoints.js';

const recentActivityQuery = z
  .object({
    page: z.number().int().min(0).default(0),
    page_size: z
      .number()
      .int()
      .positive()
      .default(DEFAULT_PAGE_SIZE)
      .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
    distinct: z.boolean().optional(),
    actions: z.array(z.string()).optional(),
  })
  .strict();

const logEventsSchema = { body: logEventsBodySchema, response: { 200: logEventsResponseSchema } };
const recentActivitySchema = { response: { 200: recentActivityResponseSchema } };

/** A text body (navigator.sendBeacon's default) holds the JSON the other content types carry. */
function jsonOfText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw badRequest('events is not valid JSON');
  }
}

/**
 * `POST /api/v1/log/` and `POST /superset/log/` (client events: chart loads, dashboard mounts) and
 * `GET /api/v1/log/recent_activity/` (home page).
 */
export async function logRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // The app owns the log's timers: they start with it, and closing it writes the buffered views.
  deps.activityLog.start();
  app.addHook('onClose', () => deps.activityLog.close());
  app.post('/api/v1/log', { schema: logEventsSchema }, async (request) => {
    const count = await recordClientEvents(serviceContext(deps, request), request.body);
    return { message: 'OK', count };
  });
  // Superset's client logger posts here (`?explode=events`), often with navigator.sendBeacon, which
  // cannot add the CSRF header; like Superset, the log takes no CSRF token (a forged request can only
  // add log lines under the visitor's name). JSON, text holding JSON and form fields are read.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      '/superset/log',
      { config: { csrfExempt: true }, schema: logEventsSchema },
      async (request) => {
        const count = await recordClientEvents(serviceContext(deps, request), jsonOfText(request.body));
        return { message: 'OK', count };
      },
    );
  });
  app.get('/api/v1/log/recent_activity', { schema: recentActivitySchema }, async (request) => {
    const query = parseQueryArgument(recentActivityQuery, request);
    return { result: await listRecentActivity(serviceContext(deps, request), query.page, query.page_size) };
  });
  // Superset before 3.0 put the user id in the path; only one's own activity (or an admin's view) is served.
  app.get<{ Params: { userId: string } }>(
    '/api/v1/log/recent_activity/:userId',
    { schema: recentActivitySchema },
    async (request) => {
      const user = request.user;
      if (user && String(user.id) !== request.params.userId && !isAdmin(user)) throw forbidden();
      const query = parseQueryArgument(recentActivityQuery, request);
      return { result: await listRecentActivity(serviceContext(deps, request), query.page, query.page_size) };
    },
  );
}
