import {
  canEditDashboard,
  filterBoxesKept,
  initialFilterBoxMigrationState,
  hydrateDataMasks,
  hydrateLayout,
  isNativeFilter,
  isRecord,
  nativeFilterItemsOf,
  isDashboardEditMode,
  parseDashboardMetadata,
  parseLayout,
  pathToNode,
  permissionFlags,
  type BootstrapUser,
  type DashboardFilters,
  type DashboardLayout,
  type DashboardPermalinkState,
  type DataMask,
  type DataMaskState,
} from '@sightline/core';
import rison from 'rison';
import { chartsReducer, type ChartsState } from '../../charts/state/chartState';
import { hydrateDashboardFilters } from '../filterBox/hydrateDashboardFilters';
import { chartExtraFormData, type ChartExtraFormData } from '../filters/chartExtraFormData';
import { NATIVE_FILTERS_PARAM } from '../filters/urlState/searchParams';
import { metadataSettings } from './metadataSettings';
import type {
  DashboardApiResult,
  DashboardBaseline,
  DashboardInfo,
  DashboardSliceEntity,
  DashboardStateFields,
} from './dashboardTypes';

/** Everything one hydration step needs: the server's answers, who is looking, and the URL. */
export interface HydrationInput {
  dashboard: DashboardApiResult;
  charts: readonly DashboardSliceEntity[];
  user: BootstrapUser | null;
  /** `location.search` (with or without '?'). */
  search: string;
  /** `location.hash`: `#CHART-abc` points at a component. */
  hash?: string;
  /** The state a permalink restores (its urlParams join the URL's; its anchor wins over the hash). */
  permalink?: DashboardPermalinkState | null;
  /** The masks a `native_filters_key` stands for (its filter_state, read before hydration). */
  filterState?: Record<string, DataMask> | null;
  /** DASHBOARD_NATIVE_FILTERS, and whether the filter-box migration was snoozed this session. */
  filterBoxMigration?: { featureOn: boolean; snoozed: boolean };
}

/** The slice state one hydration step sets (all of it at once). */
export interface HydratedDashboard {
  info: DashboardInfo;
  dashboardState: DashboardStateFields;
  layout: DashboardLayout;
  slices: Record<number, DashboardSliceEntity>;
  charts: ChartsState;
  dataMask: DataMaskState;
  chartExtraFormData: ChartExtraFormData;
  dashboardFilters: DashboardFilters;
  saved: DashboardBaseline;
}

/** The URL's parameters with a permalink's saved ones added where the URL has none. */
export function hydrationSearchParams(search: string, permalink?: DashboardPermalinkState | null) {
  const params = new URLSearchParams(search);
  for (const [key, value] of permalink?.urlParams ?? []) {
    if (!params.has(key)) params.set(key, String(value));
  }
  return params;
}

/** `native_filters=(NATIVE_FILTER-1:(...))` (rison): data masks by filter id; {} when absent or invalid. */
export function preselectedNativeFilters(params: URLSearchParams): Record<string, unknown> {
  const text = params.get(NATIVE_FILTERS_PARAM);
  if (!text) return {};
  try {
    const value = rison.decode(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

function dashboardInfo(dashboard: DashboardApiResult, user: BootstrapUser | null): DashboardInfo {
  const flags = permissionFlags(user);
  // The API's owner refs carry ids (usernames only sometimes): an owner with the user's id is the user.
  const owners = dashboard.owners.map((owner) => ({
    id: owner.id,
    username: owner.username ?? (user && owner.id === user.id ? user.username : ''),
  }));
  const jsonMetadata = dashboard.json_metadata ?? '';
  return {
    id: dashboard.id,
    slug: dashboard.slug,
    dashboard_title: dashboard.dashboard_title,
    owners: dashboard.owners,
    json_metadata: jsonMetadata,
    metadata: parseDashboardMetadata(jsonMetadata),
    css: dashboard.css ?? '',
    published: dashboard.published,
    changed_on: dashboard.changed_on_utc ?? dashboard.changed_on ?? null,
    changed_by_name: dashboard.changed_by_name ?? null,
    url: dashboard.url,
    certified_by: dashboard.certified_by ?? null,
    certification_details: dashboard.certification_details ?? null,
    userId: user ? String(user.id) : null,
    dash_edit_perm: canEditDashboard(user, owners),
    dash_save_perm: flags.can_save_dash,
    dash_share_perm: flags.can_share_dashboard,
    superset_can_explore: flags.can_explore,
    superset_can_share: flags.can_share_chart,
    superset_can_csv: flags.can_csv,
    slice_can_edit: flags.can_slice,
  };
}

/** Epoch seconds of an ISO date; now when missing or unreadable. */
function epochSeconds(iso: string | null): number {
  const ms = iso ? Date.parse(iso.endsWith('Z') || /[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`) : NaN;
  return Math.floor((Number.isNaN(ms) ? Date.now() : ms) / 1000);
}

function anchorPath(layout: DashboardLayout, anchor: string | null | undefined): string[] {
  return anchor && layout[anchor] ? pathToNode(layout, anchor) : [];
}

/**
 * Dashboard hydration as a pure function: dashboard info with permission flags, dashboard
 * state (datasets still loading), the layout with missing charts appended, one chart state per chart,
 * edit mode only with `?edit=true` and edit permission, URL-preselected native filters.
 */
export function buildHydratedDashboard(input: HydrationInput): HydratedDashboard {
  const { dashboard, charts, user, permalink } = input;
  const params = hydrationSearchParams(input.search, permalink);
  const info = dashboardInfo(dashboard, user);
  const { metadata } = info;
  const layout = hydrateLayout(parseLayout(dashboard.position_json), charts);
  const hashAnchor = input.hash?.replace(/^#/, '') || null;
  const slices: Record<number, DashboardSliceEntity> = {};
  let chartStates: ChartsState = {};
  for (const chart of charts) {
    slices[chart.id] = chart;
    chartStates = chartsReducer(chartStates, {
      type: 'addChart',
      id: chart.id,
      sliceFormData: chart.form_data,
    });
  }
  const { colorScheme, colorNamespace, refreshFrequency, ...settings } = metadataSettings(metadata);
  const expandedSlices = settings.expandedSlices ?? {};
  const sliceIds = charts.map((chart) => chart.id);
  const preselectNativeFilters = preselectedNativeFilters(params);
  const nativeFilters = nativeFilterItemsOf(metadata);
  // Hydration: a mask per chart (any chart may cross-filter) and per native filter, from
  // their defaults, with a permalink's masks, a native_filters_key's, then the URL's native_filters over them.
  const dataMask = hydrateDataMasks({
    nativeFilters: nativeFilters.filter(isNativeFilter),
    crossFilterChartIds: sliceIds,
    saved: {
      ...(permalink?.dataMask as Record<string, DataMask> | undefined),
      ...input.filterState,
      ...(preselectNativeFilters as Record<string, DataMask>),
    },
  });
  const dashboardFilters = hydrateDashboardFilters(charts, layout, metadata, params);
  const filterboxMigrationState = initialFilterBoxMigrationState({
    featureOn: input.filterBoxMigration?.featureOn ?? true,
    hasFilterBoxes: Object.keys(dashboardFilters).length > 0,
    hasNativeFilters: nativeFilters.some(isNativeFilter),
    snoozedThisSession: input.filterBoxMigration?.snoozed ?? false,
  });
  const dashboardState: DashboardStateFields = {
    preselectNativeFilters,
    sliceIds,
    directPathToChild: anchorPath(layout, permalink?.anchor ?? hashAnchor),
    expandedSlices,
    refreshFrequency,
    css: info.css,
    colorNamespace,
    colorScheme,
    editMode: isDashboardEditMode(info.dash_edit_perm, params),
    isPublished: dashboard.published,
    hasUnsavedChanges: false,
    maxUndoHistoryExceeded: false,
    lastModifiedTime: epochSeconds(info.changed_on),
    isRefreshing: false,
    isFiltersRefreshing: false,
    activeTabs: [...(permalink?.activeTabs ?? [])],
    filterboxMigrationState,
    datasetsStatus: 'loading',
    fullSizeChartId: null,
    refreshFrequencySessionOnly: false,
  };
  return {
    info,
    dashboardState,
    layout,
    slices,
    charts: chartStates,
    dataMask,
    chartExtraFormData: chartExtraFormData(sliceIds, {
      dataMask,
      metadata,
      layout,
      dashboardFilters: filterBoxesKept(filterboxMigrationState) ? dashboardFilters : {},
    }).byChart,
    dashboardFilters,
    saved: {
      info,
      layout,
      css: info.css,
      colorScheme,
      colorNamespace,
      refreshFrequency,
      expandedSlices,
      isPublished: dashboard.published,
      sliceIds,
    },
  };
}
