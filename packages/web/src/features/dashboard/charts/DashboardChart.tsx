import { ChartAnimationContext, ChartMessage, type ChartHooks } from '@sightline/charts';
import { FILTER_BOX_VIZ_TYPE } from '@sightline/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { useElementSize } from '../../../ui/useElementSize';
import { toChartDatasource, type DatasetForChart } from '../../charts/chartFormData';
import { ChartContainer } from '../../charts/ChartContainer';
import { ChartJobStatus } from '../../charts/jobs/ChartJobStatus';
import type { ChartState } from '../../charts/state/chartState';
import { selectDataMaskFlags } from '../filters/dataMaskFlags';
import { selectLoadedDataset } from '../filters/datasetColumns';
import { FilterIndicator } from '../filters/FilterIndicator';
import { publishDataMask } from '../filters/dataMaskThunks';
import { filterBoxesShown } from '../filterBox/filterBoxMigrationStep';
import { filterBoxMessages } from '../filterBox/messages';
import { useFilterBoxHooks } from '../filterBox/useFilterBoxHooks';
import { dashboardMessages as messages } from '../messages';
import { chartAction, selectChartState, setFullSizeChart } from '../state/dashboardSlice';
import { dataAgeText, isCachedAnswer } from './chartDataAge';
import { DashboardChartMenu } from './DashboardChartMenu';
import { dashboardColorNamespace } from './dashboardColorNamespace';
import { useContainerData } from './containerData';
import { useDashboardChartLoad } from './useDashboardChartLoad';
import { useChartDataClient } from '../../charts/data/useChartDataClient';
import { useNearViewport } from './useNearViewport';
import './dashboardChart.css';

/** Height of the title row above the chart area, in pixels. */
export const CHART_HEADER_HEIGHT = 32;

export interface DashboardChartProps {
  chartId: number;
  /** The CHART node of the layout (its sliceNameOverride names the chart here). */
  layoutId: string;
  /** Pixel size of the holder, title row included. */
  width: number;
  height: number;
}

/** What the holder's data-status says: 'waiting' until its query starts (off screen), then the chart's status. */
export function holderStatus(chart: ChartState | undefined): string {
  if (!chart) return 'failed';
  if (chart.triggerQuery) return 'waiting';
  return chart.chartStatus ?? 'waiting';
}

/** Escape leaves the full-screen chart. */
function useEscapeExits(active: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(setFullSizeChart(null));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, dispatch]);
}

function useWindowSize(active: boolean) {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    if (!active) return;
    const update = () => setSize(read());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [active]);
  return size;
}

const NO_HOOKS: ChartHooks = {};

/**
 * The chart's cross-filter hooks: a click publishes the chart's mask under its id. None in
 * edit mode, with DASHBOARD_CROSS_FILTERS off or the dashboard's cross_filters_enabled false, so the chart
 * draws without selection handling.
 */
function useCrossFilterHooks(chartId: number, editMode: boolean): ChartHooks {
  const dispatch = useAppDispatch();
  const enabled = useAppSelector(
    (state) =>
      selectDataMaskFlags(state).crossFilters &&
      state.dashboard.info?.metadata.cross_filters_enabled !== false,
  );
  return useMemo(
    () =>
      enabled && !editMode
        ? { setDataMask: (mask) => dispatch(publishDataMask(String(chartId), mask)) }
        : NO_HOOKS,
    [enabled, editMode, chartId, dispatch],
  );
}

/** Marks the chart rendered once the renderer has drawn it (or drawn its empty-result message). */
function useRenderedMark(chartId: number, chart: ChartState | undefined, area: HTMLElement | null) {
  const dispatch = useAppDispatch();
  const success = chart?.chartStatus === 'success';
  useEffect(() => {
    if (!success || !area) return;
    const drawn = () => !!area.querySelector('[data-testid="chart-rendered"], [data-testid="chart-empty"]');
    const mark = () => {
      dispatch(chartAction({ id: chartId, action: { type: 'chartRenderingSucceeded', at: Date.now() } }));
    };
    if (drawn()) {
      mark();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!drawn()) return;
      observer.disconnect();
      mark();
    });
    observer.observe(area, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [success, area, chartId, dispatch]);
}

/**
 * A chart on the dashboard: title row (with the description toggle, cached tag and menu in view mode),
 * the chart, loading when it comes near the screen. `data-status` lets tests and benchmarks wait for it.
 */
export function DashboardChart({ chartId, layoutId, width, height }: DashboardChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  // A chart on the first screens has its query sent as the dashboard hydrated: it asks for the answer at once.
  const client = useChartDataClient();
  const near = useNearViewport(holder, client.prefetched(chartId));
  // A filter box the migration left behind is hidden, so it loads nothing.
  const replacedFilterBox = useAppSelector(
    ({ dashboard }) =>
      dashboard.slices[chartId]?.viz_type === FILTER_BOX_VIZ_TYPE &&
      !filterBoxesShown(dashboard.dashboardState.filterboxMigrationState),
  );
  const { slice, plugin, pluginsLoading, formData, queryContext } = useDashboardChartLoad(
    chartId,
    near && !replacedFilterBox,
  );
  const chart = useAppSelector(selectChartState(chartId));
  const node = useAppSelector((state) => state.dashboard.layout.present[layoutId]);
  // One value per selector: a dashboard-wide change (refreshing, another chart's description, the title
  // or the published flag in the info) does not re-render every chart.
  const editMode = useAppSelector((state) => state.dashboard.dashboardState.editMode);
  const isExpanded = useAppSelector((state) => !!state.dashboard.dashboardState.expandedSlices[chartId]);
  const isFullSize = useAppSelector((state) => state.dashboard.dashboardState.fullSizeChartId === chartId);
  const colorNamespace = useAppSelector(({ dashboard }) =>
    dashboard.info
      ? dashboardColorNamespace(dashboard.dashboardState.colorNamespace, dashboard.info.id)
      : undefined,
  );
  const labelColors = useAppSelector(
    (state) => state.dashboard.info?.metadata.label_colors as Record<string, string> | undefined,
  );
  // The chart shows its own cross-filter selection from its mask's filter state.
  const ownMask = useAppSelector((state) => state.dashboard.dataMask[String(chartId)]);
  const crossFilterHooks = useCrossFilterHooks(chartId, editMode);
  const filterBox = useFilterBoxHooks(chartId, slice, crossFilterHooks);
  const hooks = filterBox?.hooks ?? crossFilterHooks;
  const dataset = useAppSelector((state) => selectLoadedDataset(state, slice?.datasource_id));
  const datasource = useMemo(
    () => (dataset ? toChartDatasource(dataset as DatasetForChart) : undefined),
    [dataset],
  );
  const description = useElementSize<HTMLDivElement>();
  // The setter itself is the ref: a new callback each render would detach and re-attach the ref, and the
  // two state updates that makes would run this component a second time on every render.
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  useRenderedMark(chartId, chart, area);

  const windowSize = useWindowSize(isFullSize);
  useEscapeExits(isFullSize);
  const outer = isFullSize ? windowSize : { width, height };
  const expanded = isExpanded && !!slice?.description;
  const chartWidth = Math.max(0, outer.width);
  const chartHeight = Math.max(0, outer.height - CHART_HEADER_HEIGHT - (expanded ? description.height : 0));
  const title = node?.meta.sliceNameOverride || node?.meta.sliceName || slice?.slice_name || '';
  const results = chart?.queriesResponse ?? null;
  const isCached = isCachedAnswer(results);
  // Worked out when shown (a hover, the menu), not on each of a dashboard's renders: it parses dates.
  const answeredAt = chart?.chartUpdateEndTime;
  const dataAge = useCallback(
    () => (answeredAt ? dataAgeText(results, answeredAt) : null),
    [results, answeredAt],
  );
  const data = useContainerData(chart);

  return (
    <div
      ref={holder}
      className={`sl-dashboard-chart${isFullSize ? ' sl-dashboard-chart--full-size' : ''}`}
      data-testid="dashboard-chart"
      data-chart-id={chartId}
      data-status={slice ? holderStatus(chart) : 'failed'}
      style={isFullSize ? undefined : { width, height }}
    >
      <div className="sl-dashboard-chart-header" style={{ height: CHART_HEADER_HEIGHT }}>
        <span className="sl-dashboard-chart-title" title={title} data-testid="dashboard-chart-title">
          {title}
        </span>
        {!editMode && slice && <FilterIndicator chartId={chartId} datasourceId={slice.datasource_id} />}
        {isCached && !editMode && (
          // A plain element with a native tooltip: antd's Tag and Tooltip cost too much times dozens of charts.
          <span
            className="sl-dashboard-chart-cached"
            onPointerEnter={(event) => {
              const age = dataAge();
              event.currentTarget.title = age ? messages.fetchedAgo(age) : '';
            }}
          >
            {messages.cached}
          </span>
        )}
        {!editMode && slice && (
          <DashboardChartMenu
            chartId={chartId}
            title={title}
            formData={formData}
            queryContext={queryContext}
            results={results}
            hasDescription={!!slice.description}
            isFullSize={isFullSize}
            dataAge={dataAge}
            chartArea={area}
          />
        )}
      </div>
      {expanded && (
        <div
          ref={description.ref}
          className="sl-dashboard-chart-description"
          data-testid="dashboard-chart-description"
        >
          {slice?.description}
        </div>
      )}
      <div ref={setArea} className="sl-dashboard-chart-area">
        <ChartJobStatus chartId={chartId} />
        {replacedFilterBox ? (
          <ChartMessage kind="empty" text={filterBoxMessages.replaced} />
        ) : slice ? (
          // Drawn still: many charts opening at once each animating would slow every one of them.
          <ChartAnimationContext.Provider value={false}>
            <ChartContainer
              plugin={plugin}
              pluginsLoading={pluginsLoading}
              refreshSpinner={false}
              data={data}
              formData={formData}
              width={chartWidth}
              height={chartHeight}
              datasource={datasource}
              colorNamespace={colorNamespace}
              labelColors={labelColors}
              hooks={hooks}
              filterState={filterBox ? filterBox.filterState : ownMask?.filterState}
              ownState={ownMask?.ownState}
            />
          </ChartAnimationContext.Provider>
        ) : (
          <ChartMessage kind="warning" text={messages.chartNotFound} />
        )}
      </div>
    </div>
  );
}
