import { chartIdsOf, DASHBOARD_ROOT_ID, metadataJsonError, parseLayout } from '@sightline/core';
import { unprocessable } from '../apiError.js';
import { DASHBOARD_API_MESSAGES } from './dashboardMessages.js';

/**
 * What a dashboard save checks in its JSON texts, with the rules the web app reads them by (core):
 * position_json must be a layout tree (version v2) and json_metadata must hold well-typed fields.
 */

/**
 * The chart ids a saved position_json places, in document order: the dashboard's chart links
 * (dashboard_slices) follow the layout. Null when no layout is saved (empty or absent): the links stay.
 * 422 when the text is not a layout tree with a ROOT node. Call after the JSON itself was checked.
 */
export function chartIdsOfSavedLayout(positionJson: string | null | undefined): number[] | null {
  if (positionJson === null || positionJson === undefined || positionJson.trim() === '') return null;
  const layout = parseLayout(positionJson);
  if (!layout || layout[DASHBOARD_ROOT_ID]?.type !== 'ROOT')
    throw unprocessable({ position_json: [DASHBOARD_API_MESSAGES.invalidLayout] });
  return chartIdsOf(layout);
}

/** 422 naming the json_metadata field of the wrong type and what it must be (core's editor message). */
export function assertDashboardMetadata(jsonMetadata: string | null | undefined): void {
  if (!jsonMetadata) return;
  const error = metadataJsonError(jsonMetadata);
  if (error) throw unprocessable({ json_metadata: [error] });
}
