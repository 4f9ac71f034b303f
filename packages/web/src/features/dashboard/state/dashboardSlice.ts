import { createSlice, isDraft, original, prepareAutoBatched, type PayloadAction } from '@reduxjs/toolkit';
import {
  canRedo,
  canUndo,
  chartIdsOf,
  clearDataMasks as clearedDataMasks,
  hydrateDataMasks,
  updateDataMask as updatedDataMask,
  DASHBOARD_HEADER_ID,
  undoableInit,
  undoablePush,
  undoableRedo,
  undoableUndo,
  type DashboardLayout,
  type DataMask,
  type DataMaskState,
  reduceDashboardFilters,
  type DashboardFilterAction,
  type DashboardFilters,
  nativeFilterItemsOf,
} from '@sightline/core';
import { chartStateChanges, initialChartState, type ChartAction } from '../../charts/state/chartState';
import {
  applyFilterBoxMigrationStep,
  type FilterBoxMigrationStep,
} from '../filterBox/filterBoxMigrationStep';
import { savedScopesRestored } from '../filterBox/scopeEditor/filterBoxScopeEdits';
import type { ChartExtraFormData } from '../filters/chartExtraFormData';
import type { DataMaskFlags } from '../filters/dataMaskFlags';
import { initialDashboardSliceState } from './initialDashboardState';
import type { HydratedDashboard } from './hydrateDashboard';
import { metadataSettings } from './metadataSettings';
import { metadataOfText } from './metadataText';
import type {
  DashboardBaseline,
  DashboardInfo,
  DashboardInfoUpdate,
  DashboardSliceEntity,
  DashboardSliceState,
} from './dashboardTypes';

export type * from './dashboardTypes';

/** The metadata's color and refresh settings become dashboard state (the properties modal edits them there). */
function applyMetadata(state: DashboardSliceState, info: DashboardInfo) {
  const { expandedSlices, ...settings } = metadataSettings(info.metadata);
  Object.assign(state.dashboardState, settings, { refreshFrequencySessionOnly: false });
  if (expandedSlices) state.dashboardState.expandedSlices = expandedSlices;
}

function setHeaderText(layout: DashboardLayout, title: string): DashboardLayout {
  const header = layout[DASHBOARD_HEADER_ID];
  if (!header) return layout;
  return { ...layout, [DASHBOARD_HEADER_ID]: { ...header, meta: { ...header.meta, text: title } } };
}

/** The current state as the baseline Discard goes back to. */
function baselineOf(state: DashboardSliceState): DashboardBaseline | null {
  const { info, dashboardState: ds } = state;
  if (!info) return null;
  return {
    info,
    layout: state.layout.present,
    css: ds.css,
    colorScheme: ds.colorScheme,
    colorNamespace: ds.colorNamespace,
    refreshFrequency: ds.refreshFrequencySessionOnly
      ? (state.saved?.refreshFrequency ?? 0)
      : ds.refreshFrequency,
    expandedSlices: ds.expandedSlices,
    isPublished: ds.isPublished,
    sliceIds: ds.sliceIds,
  };
}

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardSliceState,
  reducers: {
    dashboardLoadStarted(state, action: PayloadAction<string>) {
      return { ...initialDashboardSliceState, status: 'loading', loadedKey: action.payload };
    },
    dashboardLoadFailed(state, action: PayloadAction<{ error: string; status: number }>) {
      state.status = 'error';
      state.error = action.payload.error;
      state.errorStatus = action.payload.status;
    },
    /** The whole dashboard state in one step. */
    hydrateDashboard(state, action: PayloadAction<HydratedDashboard & { loadedKey?: string }>) {
      const { payload } = action;
      return {
        ...initialDashboardSliceState,
        status: 'ready',
        loadedKey: payload.loadedKey ?? state.loadedKey,
        info: payload.info,
        dashboardState: payload.dashboardState,
        layout: undoableInit(payload.layout),
        saved: payload.saved,
        slices: payload.slices,
        charts: payload.charts,
        dataMask: payload.dataMask,
        chartExtraFormData: payload.chartExtraFormData,
        dashboardFilters: payload.dashboardFilters,
      };
    },
    datasetsLoaded(state, action: PayloadAction<Record<string, unknown>>) {
      state.datasets = action.payload;
      state.dashboardState.datasetsStatus = 'complete';
    },
    datasetsFailed(state) {
      state.dashboardState.datasetsStatus = 'error';
    },
    setEditMode(state, action: PayloadAction<boolean>) {
      state.dashboardState.editMode = action.payload && !!state.info?.dash_edit_perm;
    },
    updateLayout(state, action: PayloadAction<DashboardLayout>) {
      state.layout = undoablePush(state.layout, action.payload);
      state.dashboardState.hasUnsavedChanges = true;
      state.dashboardState.maxUndoHistoryExceeded = state.layout.maxUndoHistoryExceeded;
      state.dashboardState.sliceIds = chartIdsOf(action.payload);
    },
    undoLayout(state) {
      if (!canUndo(state.layout)) return;
      state.layout = undoableUndo(state.layout);
      state.dashboardState.hasUnsavedChanges = true;
      state.dashboardState.sliceIds = chartIdsOf(state.layout.present);
    },
    redoLayout(state) {
      if (!canRedo(state.layout)) return;
      state.layout = undoableRedo(state.layout);
      state.dashboardState.hasUnsavedChanges = true;
      state.dashboardState.sliceIds = chartIdsOf(state.layout.present);
    },
    /** Back to the dashboard as last loaded or saved; edit mode ends. */
    discardChanges(state) {
      const saved = state.saved;
      const ds = state.dashboardState;
      if (saved) {
        state.info = saved.info;
        state.layout = undoableInit(saved.layout);
        ds.css = saved.css;
        ds.colorScheme = saved.colorScheme;
        ds.colorNamespace = saved.colorNamespace;
        ds.refreshFrequency = saved.refreshFrequency;
        ds.refreshFrequencySessionOnly = false;
        ds.expandedSlices = saved.expandedSlices;
        ds.isPublished = saved.isPublished;
        ds.sliceIds = saved.sliceIds;
        state.dashboardFilters = savedScopesRestored(
          state.dashboardFilters,
          saved.info.metadata,
          ds.sliceIds,
        );
      }
      ds.editMode = false;
      ds.hasUnsavedChanges = false;
      ds.maxUndoHistoryExceeded = false;
    },
    setDashboardTitle(state, action: PayloadAction<string>) {
      if (!state.info) return;
      state.info.dashboard_title = action.payload;
      state.layout.present = setHeaderText(state.layout.present, action.payload);
      state.dashboardState.hasUnsavedChanges = true;
    },
    updateDashboardInfo(state, action: PayloadAction<DashboardInfoUpdate>) {
      if (!state.info) return;
      const next: DashboardInfo = { ...state.info, ...action.payload };
      if (action.payload.json_metadata !== undefined) {
        next.metadata = metadataOfText(action.payload.json_metadata);
        applyMetadata(state, next);
      }
      if (action.payload.dashboard_title !== undefined)
        state.layout.present = setHeaderText(state.layout.present, action.payload.dashboard_title);
      state.info = next;
      state.dashboardState.hasUnsavedChanges = true;
    },
    setColorScheme(state, action: PayloadAction<string | null>) {
      state.dashboardState.colorScheme = action.payload;
      if (state.info) {
        // json_metadata follows, so the properties modal's editor shows the scheme it will save.
        const metadata = { ...state.info.metadata, color_scheme: action.payload ?? '' };
        state.info.metadata = metadata;
        state.info.json_metadata = JSON.stringify(metadata, null, 2);
      }
      state.dashboardState.hasUnsavedChanges = true;
    },
    updateCss(state, action: PayloadAction<string>) {
      state.dashboardState.css = action.payload;
      state.dashboardState.hasUnsavedChanges = true;
    },
    /** persist=false: this session only (viewers); persist=true: saved with the dashboard. */
    setRefreshFrequency(state, action: PayloadAction<{ seconds: number; persist: boolean }>) {
      const ds = state.dashboardState;
      ds.refreshFrequency = action.payload.seconds;
      ds.refreshFrequencySessionOnly = !action.payload.persist;
      if (action.payload.persist) ds.hasUnsavedChanges = true;
    },
    setActiveTabs(state, action: PayloadAction<string[]>) {
      state.dashboardState.activeTabs = action.payload;
    },
    setDirectPathToChild(state, action: PayloadAction<string[]>) {
      state.dashboardState.directPathToChild = action.payload;
    },
    setPublished(state, action: PayloadAction<boolean>) {
      state.dashboardState.isPublished = action.payload;
      if (state.info) state.info.published = action.payload;
      if (state.saved) {
        state.saved.isPublished = action.payload;
        state.saved.info = { ...state.saved.info, published: action.payload };
      }
    },
    toggleExpandSlice(state, action: PayloadAction<number>) {
      const expanded = state.dashboardState.expandedSlices;
      if (expanded[action.payload]) delete expanded[action.payload];
      else expanded[action.payload] = true;
    },
    setFullSizeChart(state, action: PayloadAction<number | null>) {
      state.dashboardState.fullSizeChartId = action.payload;
    },
    /** Charts dropped in from the builder panel: their entities and chart states (then they load). */
    addSliceEntities(state, action: PayloadAction<DashboardSliceEntity[]>) {
      for (const entity of action.payload) {
        state.slices[entity.id] = entity;
        if (!state.charts[entity.id])
          state.charts[entity.id] = initialChartState(entity.id, entity.form_data);
        if (!state.dashboardState.sliceIds.includes(entity.id)) state.dashboardState.sliceIds.push(entity.id);
      }
    },
    saveStarted(state) {
      state.isSaving = true;
    },
    saveFinished(state) {
      state.isSaving = false;
    },
    /** The save succeeded: the current state becomes the baseline and edit mode ends. */
    dashboardSaved(state, action: PayloadAction<{ lastModifiedTime: number; jsonMetadata?: string }>) {
      const ds = state.dashboardState;
      const { jsonMetadata } = action.payload;
      if (state.info && jsonMetadata !== undefined) {
        state.info.json_metadata = jsonMetadata;
        state.info.metadata = metadataOfText(jsonMetadata);
      }
      ds.lastModifiedTime = action.payload.lastModifiedTime;
      ds.hasUnsavedChanges = false;
      ds.maxUndoHistoryExceeded = false;
      ds.editMode = false;
      state.isSaving = false;
      state.layout = undoableInit(state.layout.present);
      state.saved = baselineOf(state);
    },
    metadataSaveStarted(state) {
      state.metadataSave = 'saving';
    },
    metadataSaveFailed(state) {
      state.metadataSave = 'failed';
    },
    /**
     * A metadata-only save succeeded: the answer's json_metadata becomes the info's,
     * colors are applied again, the masks are rebuilt as hydration does (masks of removed filters
     * dropped, a filter whose default changed reset to it, the others kept), and the saved baseline takes
     * the new metadata so Discard keeps it. Nothing is left unsaved by it.
     */
    metadataSaved(state, action: PayloadAction<{ jsonMetadata: string }>) {
      state.metadataSave = 'idle';
      // Read the state before this action: plain objects, not drafts.
      const before = (isDraft(state) ? original(state) : state) ?? state;
      if (!state.info || !before.info) return;
      const { jsonMetadata } = action.payload;
      const previousFilters = nativeFilterItemsOf(before.info.metadata);
      const metadata = metadataOfText(jsonMetadata);
      state.info = { ...state.info, json_metadata: jsonMetadata, metadata };
      applyMetadata(state, state.info);
      if (state.saved) state.saved.info = { ...state.saved.info, json_metadata: jsonMetadata, metadata };
      state.dataMask = hydrateDataMasks({
        nativeFilters: nativeFilterItemsOf(metadata),
        crossFilterChartIds: state.dashboardState.sliceIds,
        saved: before.dataMask,
        current: before.dataMask,
        previousFilters,
      });
    },
    /**
     * One chart event for one chart; auto-batched, so the page hears of a run of them once, at
     * the end of the tick (store.ts): answers that land together are drawn in one render (30 charts send
     * 90 of these).
     */
    chartAction: {
      reducer(state, action: PayloadAction<{ id: number; action: ChartAction }>) {
        const { id, action: event } = action.payload;
        const chart = state.charts[id];
        if (chart) Object.assign(chart, chartStateChanges(event));
        if (event.type === 'chartUpdateStarted') delete state.forceQuery[id];
      },
      prepare: prepareAutoBatched<{ id: number; action: ChartAction }>(),
    },
    /** Asks these charts to query again (each loads when it is on screen); force skips the cache. */
    triggerChartQueries(state, action: PayloadAction<{ ids: readonly number[]; force: boolean }>) {
      for (const id of action.payload.ids) {
        const chart = state.charts[id];
        if (!chart) continue;
        Object.assign(chart, chartStateChanges({ type: 'triggerQuery', value: true }));
        if (action.payload.force) state.forceQuery[id] = true;
      }
    },
    /**
     * The charts' filters recomputed after a mask, metadata or layout change (dataMaskListener.ts): the
     * filter boxes on the layout, each chart's merged extra_form_data, and the charts whose value changed,
     * which are asked to query again.
     */
    dataMasksApplied(
      state,
      action: PayloadAction<{
        dashboardFilters: DashboardFilters;
        chartExtraFormData: ChartExtraFormData;
        changed: readonly number[];
      }>,
    ) {
      const { dashboardFilters, chartExtraFormData, changed } = action.payload;
      state.dashboardFilters = dashboardFilters;
      if (changed.length === 0) return;
      state.chartExtraFormData = chartExtraFormData;
      for (const id of changed) {
        const chart = state.charts[id];
        if (chart) Object.assign(chart, chartStateChanges({ type: 'triggerQuery', value: true }));
      }
    },
    /** An error toast, or `{text, level: 'warning'}` for a warning. */
    showToast(state, action: PayloadAction<string | { text: string; level: 'warning' }>) {
      const { payload } = action;
      state.toast =
        typeof payload === 'string'
          ? { text: payload, at: Date.now() }
          : { text: payload.text, level: payload.level, at: Date.now() };
    },
    setRefreshing(state, action: PayloadAction<boolean>) {
      state.dashboardState.isRefreshing = action.payload;
    },
    /** All masks at once (a permalink's or filter set's). */
    setDataMask(state, action: PayloadAction<DataMaskState>) {
      state.dataMask = action.payload;
    },
    /** Merges into the mask of a filter or cross-filtering chart (emptied when both flags are off). */
    updateDataMask(state, action: PayloadAction<{ id: string; mask: DataMask; flags: DataMaskFlags }>) {
      const { id, mask, flags } = action.payload;
      state.dataMask = updatedDataMask(state.dataMask, id, mask, flags);
    },
    /**
     * Dashboard filter actions on the filter boxes (charts of this dashboard only). New scopes
     * (the filter mapping editor's) are an unsaved change, saved as filter_scopes; picked values are not.
     */
    dashboardFilterAction(state, action: PayloadAction<DashboardFilterAction>) {
      const { sliceIds } = state.dashboardState;
      state.dashboardFilters = reduceDashboardFilters(state.dashboardFilters, action.payload, sliceIds);
      if (action.payload.type === 'updateScopes') state.dashboardState.hasUnsavedChanges = true;
    },
    /** Filter-box migration: reviewing shows native filters built from the boxes. */
    filterBoxMigrationStep(state, action: PayloadAction<FilterBoxMigrationStep>) {
      applyFilterBoxMigrationStep(state, action.payload);
    },
    setFocusedFilter(state, action: PayloadAction<string | null>) {
      state.focusedFilterId = action.payload;
    },
    /** A clear action resets all masks. */
    clearDataMasks(state) {
      state.dataMask = clearedDataMasks();
    },
  },
});

export const {
  dashboardLoadStarted,
  dashboardLoadFailed,
  hydrateDashboard,
  datasetsLoaded,
  datasetsFailed,
  setEditMode,
  updateLayout,
  undoLayout,
  redoLayout,
  discardChanges,
  setDashboardTitle,
  updateDashboardInfo,
  setColorScheme,
  updateCss,
  setRefreshFrequency,
  setActiveTabs,
  setDirectPathToChild,
  setPublished,
  toggleExpandSlice,
  setFullSizeChart,
  addSliceEntities,
  saveStarted,
  saveFinished,
  dashboardSaved,
  metadataSaveStarted,
  metadataSaveFailed,
  metadataSaved,
  chartAction,
  triggerChartQueries,
  dataMasksApplied,
  showToast,
  setRefreshing,
  setDataMask,
  updateDataMask,
  clearDataMasks,
  dashboardFilterAction,
  filterBoxMigrationStep,
  setFocusedFilter,
} = dashboardSlice.actions;

/** Any state with the dashboard slice under `dashboard` (the app's state, or a test store's). */
export interface WithDashboard {
  dashboard: DashboardSliceState;
}

export const selectDashboard = (state: WithDashboard) => state.dashboard;
export const selectDashboardInfo = (state: WithDashboard) => state.dashboard.info;
export const selectDashboardState = (state: WithDashboard) => state.dashboard.dashboardState;
export const selectLayout = (state: WithDashboard) => state.dashboard.layout.present;
export const selectCanUndo = (state: WithDashboard) => canUndo(state.dashboard.layout);
export const selectCanRedo = (state: WithDashboard) => canRedo(state.dashboard.layout);
export const selectSliceEntity = (id: number) => (state: WithDashboard) =>
  state.dashboard.slices[id] as DashboardSliceEntity | undefined;
export const selectChartState = (id: number) => (state: WithDashboard) => state.dashboard.charts[id];
