import { z } from 'zod';

/** One requested range of `GET /api/v1/time_range/`: the popover's value, optionally shifted. */
export const timeRangeRequestSchema = z.object({ timeRange: z.string(), shift: z.string().nullish() });

/** The rison `q` of `GET /api/v1/time_range/`: a time range string or a list of {timeRange, shift}. */
export const timeRangeQuerySchema = z.union(
  [z.string(), timeRangeRequestSchema, z.array(timeRangeRequestSchema).min(1)],
  { error: 'q must be a time range or a list of (timeRange, shift)' },
);

/** One item of the answer `{result: [...]}`: 'YYYY-MM-DDTHH:mm:ss' UTC, '' for an open side. */
export const timeRangeApiResultSchema = z.object({
  since: z.string(),
  until: z.string(),
  timeRange: z.string(),
  /** Echoed when the request had one. */
  shift: z.string().optional(),
});
export type TimeRangeApiResult = z.infer<typeof timeRangeApiResultSchema>;

export const timeRangeResponseSchema = z.object({ result: z.array(timeRangeApiResultSchema) });
