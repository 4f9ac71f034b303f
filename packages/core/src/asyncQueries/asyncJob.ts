import { z } from 'zod';

/** An async query job moves pending → running → done or error; only done and error are published. */
export const ASYNC_JOB_STATUSES = ['pending', 'running', 'done', 'error'] as const;
export const asyncJobStatusSchema = z.enum(ASYNC_JOB_STATUSES);
export type AsyncJobStatus = z.infer<typeof asyncJobStatusSchema>;

/** A failure carried by an error event: the same shape as a synchronous chart-data error's items. */
export const asyncJobErrorSchema = z
  .object({
    message: z.string(),
    error_type: z.string().optional(),
    level: z.enum(['error', 'warning', 'info']).optional(),
    extra: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();
export type AsyncJobError = z.infer<typeof asyncJobErrorSchema>;

/**
 * `POST /api/v1/chart/data` with async queries on and no cached answer: 202 and the job, whose
 * finished result is served at `result_url` once its event says done.
 */
export const chartDataAsyncResponseSchema = z.object({
  channel_id: z.string(),
  job_id: z.string(),
  user_id: z.string().nullable(),
  status: asyncJobStatusSchema,
  errors: z.array(asyncJobErrorSchema),
  result_url: z.string().nullable(),
});
export type ChartDataAsyncResponse = z.infer<typeof chartDataAsyncResponseSchema>;

/** One event of a channel's stream: a job finished (done, with its result URL) or failed (error). */
export const asyncEventSchema = z.object({
  id: z.string(),
  channel_id: z.string(),
  job_id: z.string(),
  user_id: z.number().int().nullable(),
  status: z.enum(['done', 'error']),
  errors: z.array(asyncJobErrorSchema),
  result_url: z.string().nullable(),
});
export type AsyncEvent = z.infer<typeof asyncEventSchema>;

/** `GET /api/v1/async_event/?last_id=`: the channel's events after `last_id`, oldest first. */
export const asyncEventsResponseSchema = z.object({ result: z.array(asyncEventSchema) });
export type AsyncEventsResponse = z.infer<typeof asyncEventsResponseSchema>;
