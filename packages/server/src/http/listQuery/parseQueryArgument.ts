import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ListQueryError, parseRisonArgument } from '@sightline/core';
import { parseRowId } from '../../rowId.js';
import { badRequest, notFound } from '../../apiError.js';

/**
 * Reads the rison `q` argument of a request and validates it with a core schema. Malformed rison is a
 * 400 `{message: "Not a valid rison argument"}`; a well-formed value of the wrong shape is a 400 naming
 * the field.
 */
export function parseQueryArgument<S extends z.ZodType>(
  schema: S,
  request: FastifyRequest,
  fallback: unknown = {},
): z.output<S> {
  const { q } = (request.query ?? {}) as { q?: unknown };
  if (q !== undefined && typeof q !== 'string') throw badRequest('Not a valid rison argument');
  try {
    return parseRisonArgument(schema, q, fallback);
  } catch (error) {
    if (error instanceof ListQueryError) throw badRequest(error.message);
    throw error;
  }
}

/** A numeric `:id` path parameter; anything else cannot name a resource, so 404. */
export function parseIdParam(value: string | undefined): number {
  const id = value === undefined ? null : parseRowId(value);
  if (id === null) throw notFound();
  return id;
}
