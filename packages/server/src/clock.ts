import { parseIsoDatetime } from '@sightline/core';

/**
 * The server's "now": the environment variable SIGHTLINE_NOW (an ISO datetime; UTC unless it names a
 * zone) pins it for tests and reproducible reports, otherwise the real clock. Read on every call so a
 * test can set it per request. A value that is not an ISO datetime is a configuration mistake: it
 * throws rather than silently using the real clock.
 */
export function getNow(env: NodeJS.ProcessEnv = process.env): Date {
  const pinned = env.SIGHTLINE_NOW?.trim();
  if (!pinned) return new Date();
  const parsed = parseIsoDatetime(pinned);
  if (!parsed) {
    throw new Error(
      `SIGHTLINE_NOW must be an ISO datetime such as 2024-01-31 or 2024-01-31T12:00:00Z; got "${pinned}"`,
    );
  }
  return parsed;
}
