import { undoableInit, type DashboardLayout } from '@sightline/core';
import type { DashboardSliceState, DashboardStateFields } from './dashboardTypes';

const initialDashboardState: DashboardStateFields = {
  preselectNativeFilters: {},
  sliceIds: [],
  directPathToChild: [],
  expandedSlices: {},
  refreshFrequency: 0,
  css: '',
  colorNamespace: null,
  colorScheme: null,
  editMode: false,
  isPublished: false,
  hasUnsavedChanges: false,
  maxUndoHistoryExceeded: false,
  lastModifiedTime: 0,
  isRefreshing: false,
  isFiltersRefreshing: false,
  activeTabs: [],
  filterboxMigrationState: 'noop',
  datasetsStatus: 'loading',
  fullSizeChartId: null,
  refreshFrequencySessionOnly: false,
};

/** The slice before any dashboard is loaded (and at the start of each load). */
export const initialDashboardSliceState: DashboardSliceState = {
  status: 'idle',
  error: null,
  errorStatus: null,
  loadedKey: null,
  info: null,
  dashboardState: initialDashboardState,
  layout: undoableInit<DashboardLayout>({}),
  saved: null,
  slices: {},
  datasets: {},
  charts: {},
  dataMask: {},
  chartExtraFormData: {},
  dashboardFilters: {},
  focusedFilterId: null,
  isSaving: false,
  metadataSave: 'idle',
  forceQuery: {},
  toast: null,
};
