import { z } from 'zod';
import type { RecentActivityItem } from '@sightline/core';
import { recentActivity, type LogEntry } from '../repos/logRepo.js';
import { assertSignedIn, dataAccessOf, isAdmin } from './access.js';
import { badRequest } from '../apiError.js';
import type { ServiceContext } from './resourceService.js';

/**
 * Client events (`POST /api/v1/log/` with `{events: "[{...}]"}`) and recent activity for the home page.
 * Events go through the app's activity log (services/activityLog.ts): views are sampled and batched.
 */

const eventSchema = z
  .object({
    event_name: z.string().optional(),
    source: z.string().optional(),
    source_id: z.union([z.number(), z.string()]).optional(),
    slice_id: z.number().int().optional(),
    dashboard_id: z.number().int().optional(),
    duration: z.number().optional(),
  })
  .passthrough();

const optionalInt = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** The JSON body: `events` is a list of events or the JSON text of one (a single event is read as a list). */
export const logEventsBodySchema = z.object({
  events: z.union([z.string(), z.array(eventSchema), eventSchema]),
});

function parseEvents(body: unknown): z.infer<typeof eventSchema>[] {
  const raw =
    body && typeof body === 'object' && 'events' in body ? (body as { events: unknown }).events : body;
  let events: unknown = raw;
  if (typeof raw === 'string') {
    try {
      events = JSON.parse(raw);
    } catch {
      throw badRequest('events is not valid JSON');
    }
  }
  if (!Array.isArray(events)) events = [events];
  const parsed = z.array(eventSchema).max(1000).safeParse(events);
  if (!parsed.success) throw badRequest('events must be a list of objects');
  return parsed.data;
}

export async function recordClientEvents(ctx: ServiceContext, body: unknown): Promise<number> {
  const user = assertSignedIn(ctx.user);
  const entries: LogEntry[] = parseEvents(body).map((event) => ({
    action: event.event_name ?? 'log',
    userId: user.id,
    json: event,
    sliceId: optionalInt(event.slice_id) ?? (event.source === 'slice' ? optionalInt(event.source_id) : null),
    dashboardId:
      optionalInt(event.dashboard_id) ?? (event.source === 'dashboard' ? optionalInt(event.source_id) : null),
    durationMs: typeof event.duration === 'number' ? Math.round(event.duration) : null,
  }));
  await ctx.deps.activityLog.record(entries);
  return entries.length;
}

export async function listRecentActivity(
  ctx: ServiceContext,
  page: number,
  pageSize: number,
): Promise<RecentActivityItem[]> {
  const user = assertSignedIn(ctx.user);
  // Views still buffered are part of the answer.
  await ctx.deps.activityLog.flush();
  return recentActivity(ctx.deps.db, user.id, isAdmin(user) ? null : dataAccessOf(user), page, pageSize);
}
