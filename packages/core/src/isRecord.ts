import { jsonNestsDeeperThan } from './jsonDepth.js';

/** A plain JSON object (not null, not an array): the guard every parser of stored or posted JSON starts with. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * JSON text holding an object: the object; null for empty text, other JSON, text that is not JSON or
 * JSON nested deeper than any walk over it may go.
 */
export function parseJsonObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text || jsonNestsDeeperThan(text)) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}
