import type {
  DashboardDetail,
  DashboardFilters,
  DashboardLayout,
  DashboardMetadata,
  DashboardOwner as DashboardDetailOwner,
  DataMaskState,
  UndoableState,
  UserRef,
} from '@sightline/core';
import type { ChartsState } from '../../charts/state/chartState';
import type { ChartExtraFormData } from '../filters/chartExtraFormData';

/** An owner as the dashboard API answers it; an owner picked on the page may not carry the username yet. */
export type DashboardOwner = UserRef & Partial<Pick<DashboardDetailOwner, 'username'>>;

/** The fields of `GET /api/v1/dashboard/{id_or_slug}`'s result (core's DashboardDetail) the page reads. */
export type DashboardApiResult = Pick<
  DashboardDetail,
  'id' | 'slug' | 'dashboard_title' | 'json_metadata' | 'position_json' | 'css' | 'published' | 'url'
> &
  Partial<
    Pick<
      DashboardDetail,
      | 'changed_on'
      | 'changed_on_utc'
      | 'changed_on_delta_humanized'
      | 'changed_by_name'
      | 'certified_by'
      | 'certification_details'
    >
  > & { owners: DashboardOwner[] };

/** Dashboard info: the saved dashboard plus who may do what on it. */
export interface DashboardInfo {
  id: number;
  slug: string | null;
  dashboard_title: string;
  owners: DashboardOwner[];
  json_metadata: string;
  metadata: DashboardMetadata;
  css: string;
  published: boolean;
  changed_on: string | null;
  changed_by_name: string | null;
  url: string;
  certified_by: string | null;
  certification_details: string | null;
  /** The signed-in user's id as a string; null for anonymous visitors. */
  userId: string | null;
  dash_edit_perm: boolean;
  dash_save_perm: boolean;
  dash_share_perm: boolean;
  superset_can_explore: boolean;
  superset_can_share: boolean;
  superset_can_csv: boolean;
  slice_can_edit: boolean;
}

export type DatasetsStatus = 'loading' | 'complete' | 'error';
export type FilterboxMigrationState = 'noop' | 'snoozed' | 'converted' | 'reviewing' | 'unDecided';

/** Dashboard state. */
export interface DashboardStateFields {
  /** Native filter data masks preselected by the URL's `native_filters` (rison), by filter id. */
  preselectNativeFilters: Record<string, unknown>;
  sliceIds: number[];
  /** Layout ids from ROOT_ID to the component to show (an anchor or a permalink's anchor). */
  directPathToChild: string[];
  expandedSlices: Record<string, boolean>;
  /** Seconds; 0 = no automatic refresh. */
  refreshFrequency: number;
  css: string;
  colorNamespace: string | null;
  colorScheme: string | null;
  editMode: boolean;
  isPublished: boolean;
  hasUnsavedChanges: boolean;
  maxUndoHistoryExceeded: boolean;
  /** Epoch seconds of the last save (or of the load). */
  lastModifiedTime: number;
  isRefreshing: boolean;
  isFiltersRefreshing: boolean;
  activeTabs: string[];
  filterboxMigrationState: FilterboxMigrationState;
  datasetsStatus: DatasetsStatus;
  /** The chart shown full screen, if any. */
  fullSizeChartId: number | null;
  /** True when the refresh frequency was set for this session only (not saved with the dashboard). */
  refreshFrequencySessionOnly: boolean;
}

/** One saved chart of the dashboard (`GET /api/v1/dashboard/{id}/charts` item). */
export interface DashboardSliceEntity {
  id: number;
  slice_name: string;
  viz_type: string;
  form_data: Record<string, unknown>;
  description: string | null;
  description_markeddown: string | null;
  slice_url: string | null;
  owners: DashboardOwner[];
  cache_timeout: number | null;
  datasource_id: number | null;
  datasource_type: string | null;
  changed_on: string | null;
}

/** What Discard returns to: the dashboard as last loaded or saved. */
export interface DashboardBaseline {
  info: DashboardInfo;
  layout: DashboardLayout;
  css: string;
  colorScheme: string | null;
  colorNamespace: string | null;
  refreshFrequency: number;
  expandedSlices: Record<string, boolean>;
  isPublished: boolean;
  sliceIds: number[];
}

export interface DashboardSliceState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why loading failed; `errorStatus` is the HTTP status (404 not found, 403 forbidden, 0 network). */
  error: string | null;
  errorStatus: number | null;
  /** The id or slug (or permalink key) the state was loaded for. */
  loadedKey: string | null;
  info: DashboardInfo | null;
  dashboardState: DashboardStateFields;
  layout: UndoableState<DashboardLayout>;
  saved: DashboardBaseline | null;
  slices: Record<number, DashboardSliceEntity>;
  /** Datasets by uid ('{id}__table'). */
  datasets: Record<string, unknown>;
  /** Chart states by chart id. */
  charts: ChartsState;
  /** Data masks by filter id or cross-filtering chart id. */
  dataMask: DataMaskState;
  /**
   * Each chart's merged `extra_form_data` (the masks in its scope), by chart id; absent when nothing
   * applies. An entry keeps its object while its value is unchanged, so a mask change re-queries and
   * re-renders only the charts it reaches.
   */
  chartExtraFormData: ChartExtraFormData;
  /** Dashboard filters: the filter boxes' selections and scopes, by filter box chart id. */
  dashboardFilters: DashboardFilters;
  /** Focused native filter: the filter the pointer or keyboard is on; its charts are highlighted. */
  focusedFilterId: string | null;
  /** True while saveDashboard runs. */
  isSaving: boolean;
  /** A metadata-only save (filter configuration, cross-filter scoping): begin, then done or failed. */
  metadataSave: 'idle' | 'saving' | 'failed';
  /** Charts whose next query skips the cache (a forced refresh), until that query starts. */
  forceQuery: Record<string, true>;
  /** An error the page shows as a toast (thunks cannot reach antd's App context); `at` tells repeats apart. */
  toast: { text: string; at: number; level?: 'warning' } | null;
}

/** The app's state holds the dashboard slice under `dashboard`. */
declare module '../../../platform/appState' {
  interface AppState {
    dashboard: DashboardSliceState;
  }
}

/** The fields of the info the properties modal edits. */
export type DashboardInfoUpdate = Partial<
  Pick<
    DashboardInfo,
    'dashboard_title' | 'slug' | 'owners' | 'json_metadata' | 'certified_by' | 'certification_details'
  >
>;
