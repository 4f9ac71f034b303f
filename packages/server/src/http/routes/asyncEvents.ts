import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asyncEventsResponseSchema, messageResponseSchema, type AsyncEvent } from '@sightline/core';
import { z } from 'zod';
import type { AppDeps } from '../../appDeps.js';
import { badRequest } from '../../apiError.js';
import { compareEventIds, isEventId } from '../../services/asyncQueries/asyncEventStream.js';
import { channelOfSession } from '../../services/asyncQueries/asyncChannel.js';
import { cancelChartDataJob } from '../../services/asyncQueries/chartDataJobs.js';
import { requireAuth } from '../auth/index.js';

/** Where the browser opens its websocket for job events (the same events as the polled list). */
export const ASYNC_EVENT_SOCKET_PATH = '/api/v1/async_event/ws';

const lastIdQuery = z.object({ last_id: z.string().optional() });

/** `last_id` as sent, checked: an event id, or null when absent or empty. */
function lastIdOf(request: FastifyRequest): string | null {
  const raw = (request.query as { last_id?: unknown }).last_id;
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !isEventId(raw))
    throw badRequest('last_id must be the id of an event received before, such as 1733616000000-0.');
  return raw;
}

/** The channel of the signed-in session that sent the request (requireAuth has run, so there is one). */
function channelOf(deps: AppDeps, request: FastifyRequest): string {
  return channelOfSession(deps.secretKey, request.sessionId ?? '');
}

/**
 * The events of the caller's own channel (a channel belongs to a session): polled with
 * `GET /api/v1/async_event/?last_id=`, or pushed over a websocket that first sends what came after
 * `last_id` and then each event as it is published; and stopping one of the channel's jobs.
 */
export async function asyncEventRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/v1/async_event/',
    {
      preHandler: requireAuth,
      schema: {
        summary: "The caller's job events after last_id",
        querystring: lastIdQuery,
        response: { 200: asyncEventsResponseSchema },
      },
    },
    async (request) => ({
      result: await deps.asyncQueries.events.read(channelOf(deps, request), lastIdOf(request)),
    }),
  );

  app.delete<{ Params: { job_id: string } }>(
    '/api/v1/async_event/job/:job_id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Stops one of your jobs that has not ended; its end comes as an error event',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await cancelChartDataJob(deps, channelOf(deps, request), request.params.job_id);
      return { message: 'OK' };
    },
  );

  app.route({
    method: 'GET',
    url: ASYNC_EVENT_SOCKET_PATH,
    preHandler: requireAuth,
    // Checked before the connection is upgraded, so a bad last_id is an HTTP 400, not a closed socket.
    preValidation: async (request) => void lastIdOf(request),
    schema: {
      summary: "The caller's job events, pushed over a websocket (each message one event as JSON)",
      querystring: lastIdQuery,
    },
    handler: async () => {
      throw badRequest('This address takes websocket connections only (Upgrade: websocket).');
    },
    wsHandler: (socket, request) => {
      const channel = channelOf(deps, request);
      let lastSent = lastIdOf(request);
      const send = (event: AsyncEvent) => {
        // The backlog and the live events may overlap: each event goes out once, in order.
        if (lastSent !== null && compareEventIds(event.id, lastSent) <= 0) return;
        lastSent = event.id;
        socket.send(JSON.stringify(event));
      };
      const buffered: AsyncEvent[] = [];
      let live = false;
      let stop: (() => void) | null = null;
      let closed = false;
      socket.on('close', () => {
        closed = true;
        stop?.();
      });
      void (async () => {
        stop = await deps.asyncQueries.events.subscribe(channel, (event) =>
          live ? send(event) : buffered.push(event),
        );
        if (closed) return stop();
        for (let page = await deps.asyncQueries.events.read(channel, lastSent); page.length > 0;) {
          page.forEach(send);
          page = await deps.asyncQueries.events.read(channel, lastSent);
        }
        buffered.splice(0).forEach(send);
        live = true;
      })().catch(() => socket.close(1011, 'The event stream is not available.'));
    },
  });
}
