import type { FastifyInstance } from 'fastify';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '@sightline/core';
import { ApiError } from '../apiError.js';

/**
 * JSON request bodies: Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys),
 * behind a nesting limit. Walks over posted values (validation, cache keys, freezing) recurse, so a
 * body nested thousands deep would exhaust the stack; refusing it before parsing keeps every walk bounded.
 */

export const jsonTooDeepMessage = `The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

const tooDeep = () => new ApiError(400, { message: jsonTooDeepMessage });

/**
 * Replaces the app's `application/json` parser with the depth-limited one. Text bodies get the same
 * limit: the API reads them only as JSON sent by `navigator.sendBeacon` (the client event log).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) done(tooDeep(), undefined);
    else parseJson(request, body as string, done);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) done(tooDeep(), undefined);
    else done(null, body);
  });
}
