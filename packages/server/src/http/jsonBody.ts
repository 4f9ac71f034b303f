import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

/**
 * JSON request bodies: Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys),
 * behind a nesting limit. Walks over posted values (validation, cache keys, freezing) recurse, so a
 * body nested thousands deep would exhaust the stack; refusing it before parsing keeps every walk bounded.
 */

/** Deepest nesting of arrays and objects a JSON body may have; real payloads stay far below it. */
export const MAX_JSON_DEPTH = 100;

export const jsonTooDeepMessage = `The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** True when the JSON text nests arrays and objects deeper than `maxDepth` (strings are skipped). */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** Replaces the app's `application/json` parser with the depth-limited one. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new ApiError(400, { message: jsonTooDeepMessage }), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
