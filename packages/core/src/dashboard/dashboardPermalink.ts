import { z } from 'zod';
import { dataMaskSchema, type DataMask } from '../dataMask/dataMask.js';

/**
 * The state a dashboard permalink keeps (`POST /api/v1/dashboard/{id}/permalink`, answered back by
 * `GET /api/v1/dashboard/permalink/{key}`): Superset's DashboardPermalinkStateSchema (dataMask,
 * activeTabs, anchor, urlParams as [key, value] pairs). Older clients name the same parts filterState
 * (the data masks) and hash (the anchor); both spellings are accepted and normalised.
 */
export const dashboardPermalinkStateSchema = z.looseObject({
  dataMask: z.record(z.string(), dataMaskSchema).nullable().optional(),
  filterState: z.record(z.string(), dataMaskSchema).nullable().optional(),
  activeTabs: z.array(z.string()).nullable().optional(),
  anchor: z.string().nullable().optional(),
  hash: z.string().nullable().optional(),
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .nullable()
    .optional(),
});
export type DashboardPermalinkStateInput = z.input<typeof dashboardPermalinkStateSchema>;

/** The normalised state: Superset's names only. */
export interface DashboardPermalinkState {
  dataMask: Record<string, DataMask> | null;
  activeTabs: string[] | null;
  anchor: string | null;
  urlParams: [string, string][] | null;
}

/** Superset's names win when both spellings are present; missing parts become null. */
export function normalizeDashboardPermalinkState(
  state: z.output<typeof dashboardPermalinkStateSchema>,
): DashboardPermalinkState {
  return {
    dataMask: state.dataMask ?? state.filterState ?? null,
    activeTabs: state.activeTabs ?? null,
    anchor: state.anchor ?? state.hash ?? null,
    urlParams: state.urlParams ?? null,
  };
}
