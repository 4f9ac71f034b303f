import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { BootstrapPayload } from '@sightline/core';
import { ApiError, apiClient } from '../../../platform/apiClient';
import { preloadChartComponents } from '../../charts/chartRegistry';
import type { ChartDataExtra } from '../../charts/data/useChartDataClient';
import { prefetchFirstScreenCharts } from '../charts/chartPrefetch';
import {
  fetchDashboard,
  fetchDashboardCharts,
  fetchDashboardDatasets,
  fetchDashboardPermalink,
  putDashboard,
} from '../api/dashboardRequests';
import { isFilterBoxMigrationSnoozed } from '../filterBox/migrationSession';
import { typeFilterBoxValues } from '../filterBox/typeFilterBoxValues';
import { selectDataMaskFlags } from '../filters/dataMaskFlags';
import { dashboardMessages } from '../messages';
import { readUrlFilterState } from '../filters/urlState/urlFilterState';
import { buildHydratedDashboard } from './hydrateDashboard';
import { dashboardSaveBody } from './saveBody';
import {
  dashboardLoadFailed,
  dashboardLoadStarted,
  dashboardSaved,
  datasetsFailed,
  datasetsLoaded,
  hydrateDashboard,
  saveFinished,
  saveStarted,
  setPublished,
  setRefreshing,
  showToast,
  triggerChartQueries,
  type WithDashboard,
} from './dashboardSlice';

/** The store parts the thunks read (the app's RootState has them, and so can a test store). */
export type DashboardThunkState = WithDashboard & { session: { bootstrap: BootstrapPayload } };
type DashboardThunk<R> = ThunkAction<R, DashboardThunkState, ChartDataExtra, UnknownAction>;

export interface LoadDashboardArgs {
  /** The id or slug of `/dashboard/{idOrSlug}/`; a permalink names its dashboard itself. */
  idOrSlug?: string;
  permalinkKey?: string;
  /** `location.search` and `location.hash` (edit=true, native_filters, #CHART-… anchors). */
  search?: string;
  hash?: string;
  /** Shortcut for `?edit=true` when no search string is given. */
  editParam?: boolean;
}

const errorOf = (error: unknown) =>
  error instanceof ApiError
    ? { error: error.message, status: error.status }
    : { error: error instanceof Error ? error.message : String(error), status: 0 };

/**
 * Loads a dashboard (or a permalink's dashboard and view): the dashboard, its charts and its datasets
 * in parallel, then one hydration step; datasets arrive afterwards (datasetsStatus goes to complete).
 * A later load of another key wins: answers for a stale key are dropped.
 */
export function loadDashboard(args: LoadDashboardArgs): DashboardThunk<Promise<void>> {
  return async (dispatch, getState, { chartData }) => {
    const key = args.permalinkKey ? `p/${args.permalinkKey}` : (args.idOrSlug ?? '');
    dispatch(dashboardLoadStarted(key));
    const current = () => getState().dashboard.loadedKey === key;
    // Chart data is POSTed: the token's round trip runs alongside the dashboard's, not before the charts'
    // (the dashboard route's loader has asked already; a permalink's route has no such loader).
    apiClient.prefetchCsrfToken();
    try {
      const permalink = args.permalinkKey ? await fetchDashboardPermalink(args.permalinkKey) : null;
      const idOrSlug = permalink ? permalink.dashboardId : (args.idOrSlug ?? '');
      const datasets = fetchDashboardDatasets(idOrSlug);
      // A failed datasets call must not go unhandled while the other two are awaited.
      datasets.catch(() => undefined);
      const search = args.search ?? (args.editParam ? '?edit=true' : '');
      const [dashboard, charts, filterState] = await Promise.all([
        fetchDashboard(idOrSlug),
        fetchDashboardCharts(idOrSlug),
        readUrlFilterState(idOrSlug, search),
      ]);
      if (!current()) return;
      // The charts' drawing code loads while their data is fetched.
      preloadChartComponents(charts.map((chart) => chart.viz_type));
      const hydrated = buildHydratedDashboard({
        dashboard,
        charts,
        user: getState().session.bootstrap.user,
        search,
        hash: args.hash,
        permalink: permalink?.state ?? null,
        filterState: filterState.masks,
        filterBoxMigration: {
          featureOn: selectDataMaskFlags(getState()).nativeFilters,
          snoozed: isFilterBoxMigrationSnoozed(dashboard.id),
        },
      });
      dispatch(hydrateDashboard({ ...hydrated, loadedKey: key }));
      if (typeof window !== 'undefined')
        prefetchFirstScreenCharts(getState().dashboard, window.innerHeight, chartData);
      if (filterState.warning) dispatch(showToast({ text: filterState.warning, level: 'warning' }));
      try {
        const byUid = await datasets;
        if (current()) {
          dispatch(datasetsLoaded(byUid));
          // Filter-box values read before the column types were known get their columns' types.
          dispatch(typeFilterBoxValues());
        }
      } catch {
        if (current()) dispatch(datasetsFailed());
      }
    } catch (error) {
      if (current()) dispatch(dashboardLoadFailed(errorOf(error)));
    }
  };
}

/**
 * Saves title, slug, owners, CSS, metadata and layout. On success the current state becomes the
 * baseline and edit mode ends; on failure the page shows an error toast. Resolves to whether it saved.
 */
export function saveDashboard(): DashboardThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const state = getState().dashboard;
    const body = dashboardSaveBody(state);
    if (!body || !state.info || state.isSaving) return false;
    dispatch(saveStarted());
    try {
      const answer = await putDashboard(state.info.id, body);
      const lastModified =
        answer.last_modified_time ?? answer.result?.last_modified_time ?? Math.floor(Date.now() / 1000);
      dispatch(dashboardSaved({ lastModifiedTime: lastModified, jsonMetadata: body.json_metadata }));
      return true;
    } catch (error) {
      dispatch(saveFinished());
      dispatch(showToast(dashboardMessages.saveFailed(errorOf(error).error)));
      return false;
    }
  };
}

/** Publishes or unpublishes right away (owners click the draft / published tag). */
export function savePublished(published: boolean): DashboardThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const info = getState().dashboard.info;
    if (!info) return false;
    try {
      await putDashboard(info.id, { published });
      dispatch(setPublished(published));
      return true;
    } catch (error) {
      dispatch(showToast(dashboardMessages.publishFailed(errorOf(error).error)));
      return false;
    }
  };
}

const REFRESH_SETTLE_MS = 1000;

/**
 * Queries the dashboard's charts again (charts on screen at once, the others when they scroll into
 * view); force skips the cache. `ids` limits it to some charts (the refresh timer skips immune ones).
 */
export function refreshDashboardCharts({
  force,
  ids,
}: {
  force: boolean;
  ids?: readonly number[];
}): DashboardThunk<void> {
  return (dispatch, getState, { chartData }) => {
    const { sliceIds } = getState().dashboard.dashboardState;
    dispatch(setRefreshing(true));
    dispatch(triggerChartQueries({ ids: ids ?? sliceIds, force }));
    // Each chart's load clears the flag when the client runs dry; when no chart was on screen to load,
    // nothing would, so look once more a moment later.
    setTimeout(() => {
      if (chartData.idle && getState().dashboard.dashboardState.isRefreshing) dispatch(setRefreshing(false));
    }, REFRESH_SETTLE_MS);
  };
}
