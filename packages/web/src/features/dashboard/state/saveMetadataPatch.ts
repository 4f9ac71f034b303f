import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { putDashboard } from '../api/dashboardRequests';
import { metadataOfText } from './metadataText';
import { metadataSaveFailed, metadataSaveStarted, metadataSaved, type WithDashboard } from './dashboardSlice';

type MetadataThunk<R> = ThunkAction<R, WithDashboard, unknown, UnknownAction>;

export type MetadataSaveResult = { ok: true } | { ok: false; error: string };

/**
 * Saves part of the dashboard's json_metadata right away (native filter configuration, chart configuration, with a PUT): the patch's top-level keys (undefined ones skipped) replace those of the
 * current metadata text, which is PUT as a string, every other key kept as it was. Begin, then on success
 * the answer's json_metadata is taken (metadataSaved), or the fail state is set.
 */
export function saveMetadataPatch(
  patch: Record<string, unknown>,
): MetadataThunk<Promise<MetadataSaveResult>> {
  return async (dispatch, getState) => {
    const { info } = getState().dashboard;
    if (!info) return { ok: false, error: 'No dashboard is loaded' };
    const metadata = metadataOfText(info.json_metadata);
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) metadata[key] = value;
    }
    const jsonMetadata = JSON.stringify(metadata);
    dispatch(metadataSaveStarted());
    try {
      const answer = await putDashboard(info.id, { json_metadata: jsonMetadata });
      const saved = answer.result?.json_metadata;
      dispatch(metadataSaved({ jsonMetadata: typeof saved === 'string' ? saved : jsonMetadata }));
      return { ok: true };
    } catch (error) {
      dispatch(metadataSaveFailed());
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
