import type { DashboardMetadata } from '@sightline/core';

/**
 * json_metadata text as an object: a plain parse, unparsable or non-object text counting as empty. For
 * text already checked or written here (the properties modal's, a save's answer, the saved text a
 * review goes back to); it stays free of the zod schemas so the app's first chunk does not carry them
 * (hydration, in the dashboard chunk, uses parseDashboardMetadata).
 */
export function metadataOfText(json: string): DashboardMetadata {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as DashboardMetadata) : {};
  } catch {
    return {};
  }
}
