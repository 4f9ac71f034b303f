import type { z } from 'zod';
import { fieldErrors } from '@sightline/core';

/**
 * An error meant for the API caller: status code plus the Superset-shaped body `{message}` (a text, or
 * `{field: [errors]}` for 422 validation failures). Routes turn it into the response as it is.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { message: string | Record<string, string[]> },
  ) {
    super(typeof body.message === 'string' ? body.message : JSON.stringify(body.message));
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, { message });
export const notAuthenticated = () => new ApiError(401, { message: 'Not authenticated' });
export const forbidden = () => new ApiError(403, { message: 'Forbidden' });
export const notFound = () => new ApiError(404, { message: 'Not found' });
export const unprocessable = (message: string | Record<string, string[]>) => new ApiError(422, { message });

/** Validates a JSON body; invalid values give 422 `{message: {field: [...]}}`. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request is not JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unprocessable(fieldErrors(parsed.error));
  return parsed.data;
}
