import { parseExtraJson, type DashboardMetadata } from '@sightline/core';

/**
 * json_metadata text as an object: a plain parse (core parseExtraJson), unparsable or non-object text
 * counting as empty. For text already checked or written here (the properties modal's, a save's answer,
 * the saved text a review goes back to); it stays free of the zod schemas so the app's first chunk does
 * not carry them (hydration, in the dashboard chunk, uses parseDashboardMetadata).
 */
export function metadataOfText(json: string): DashboardMetadata {
  return parseExtraJson(json) as DashboardMetadata;
}
