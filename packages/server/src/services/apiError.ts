import type { z } from 'zod';
import {
  ApiError,
  badRequest,
  forbidden,
  notAuthenticated,
  notFound,
  unprocessable as unprocessableFields,
} from '../http/errors.js';
import { parseJsonBody } from '../http/parseBody.js';

/**
 * The API errors services throw (the platform's ApiError, mapped to responses by the app's error
 * handler), plus the two shapes resources need: 422 with a field map or with a plain message.
 */
export { ApiError, badRequest, forbidden, notAuthenticated, notFound };

/** 422 `{message: {field: [..]}}` or, for whole-request failures (driver errors), `{message: "..."}`. */
export function unprocessable(message: string | Record<string, string[]>): ApiError {
  return typeof message === 'string' ? new ApiError(422, { message }) : unprocessableFields(message);
}

/** Validates a JSON body; invalid values give 422 `{message: {field: [...]}}`. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return parseJsonBody(schema, body, 422);
}
