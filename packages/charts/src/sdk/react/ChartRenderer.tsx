import { Alert, Empty, Spin } from 'antd';
import { Component, Suspense, memo, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import type { AnyChartPlugin, ChartDataResult, ChartDatasource, ChartHooks } from '../chartPlugin.js';
import { CHART_MESSAGES } from '../messages.js';
import { parseFormData } from '../parseFormData.js';
import { chartRegistry, type ChartPluginRegistry } from '../registry.js';
import { preloadable } from './preloadable.js';

export interface ChartRendererProps {
  /** Saved or edited form data; `viz_type` picks the plugin. */
  formData: Record<string, unknown>;
  queriesData: readonly ChartDataResult[];
  width: number;
  height: number;
  datasource?: ChartDatasource;
  hooks?: ChartHooks;
  filterState?: { value?: unknown; selectedValues?: unknown };
  ownState?: Record<string, unknown>;
  colorNamespace?: string;
  labelColors?: Readonly<Record<string, string>>;
  registry?: ChartPluginRegistry;
}

/**
 * Draws a chart from data already fetched: picks the plugin, runs transformProps, loads the component
 * lazily, and shows the spec's states for an unknown type, an empty result and a render failure. Memo:
 * what it draws depends on its props alone, and a page holding many charts renders them again for
 * state around them (a dashboard holder's loading and rendered marks).
 */
export const ChartRenderer = memo(function ChartRenderer({
  registry = chartRegistry,
  ...props
}: ChartRendererProps) {
  const vizType = String(props.formData.viz_type ?? '');
  const plugin = registry.get(vizType);
  const { formData, queriesData, width, height, datasource, hooks, filterState, ownState } = props;
  const { colorNamespace, labelColors } = props;
  // transformProps runs again only when one of its inputs changes, not on every parent render.
  const prepared = useMemo(
    () =>
      plugin
        ? prepareProps(plugin, {
            formData,
            queriesData,
            width,
            height,
            datasource,
            hooks,
            filterState,
            ownState,
            colorNamespace,
            labelColors,
          })
        : null,
    [
      plugin,
      formData,
      queriesData,
      width,
      height,
      datasource,
      hooks,
      filterState,
      ownState,
      colorNamespace,
      labelColors,
    ],
  );
  if (!plugin || !prepared) return <ChartMessage kind="warning" text={CHART_MESSAGES.unsupportedVizType} />;
  if ('error' in prepared)
    return <ChartMessage kind="error" text={CHART_MESSAGES.renderError(prepared.error)} />;
  if (isEmptyResult(props.queriesData) && !plugin.rendersEmptyResult) {
    return <ChartMessage kind="empty" text={CHART_MESSAGES.noResults} />;
  }
  const Chart = chartComponent(plugin).Component;
  return (
    <RenderErrorBoundary key={vizType}>
      <Suspense fallback={<ChartLoading />}>
        <div data-testid="chart-rendered" data-viz-type={vizType}>
          <Chart {...(prepared.props as object)} />
          {!plugin.drawsAsynchronously && <RenderedMark vizType={vizType} />}
        </div>
      </Suspense>
    </RenderErrorBoundary>
  );
});

function prepareProps(
  plugin: AnyChartPlugin,
  props: Omit<ChartRendererProps, 'registry'>,
): { props: unknown } | { error: string } {
  try {
    const formData = parseFormData(plugin, props.formData);
    return {
      props: plugin.transformProps({
        formData,
        queriesData: props.queriesData,
        width: props.width,
        height: props.height,
        datasource: props.datasource,
        hooks: props.hooks ?? {},
        filterState: props.filterState,
        ownState: props.ownState,
        colorNamespace: props.colorNamespace,
        labelColors: props.labelColors,
      }),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Marks `sl:chart-rendered:<vizType>` in the page's performance timeline once the chart has drawn: its
 * effects (where ECharts draws) run before this later sibling's, and the frame after is the painted one.
 * The render benchmark and browser tools read it.
 */
function RenderedMark({ vizType }: { vizType: string }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => markChartRendered(vizType));
    return () => cancelAnimationFrame(frame);
  });
  return null;
}

/** Records that a chart of this type has finished drawing (see RenderedMark and drawsAsynchronously). */
export function markChartRendered(vizType: string): void {
  performance.mark(`sl:chart-rendered:${vizType}`);
}

export function isEmptyResult(queriesData: readonly ChartDataResult[]): boolean {
  return queriesData.length === 0 || queriesData.every((result) => (result.data?.length ?? 0) === 0);
}

type ChartComponent = ReturnType<typeof preloadable<Record<string, unknown>>>;
const chartComponents = new WeakMap<AnyChartPlugin, ChartComponent>();

/**
 * One loader per plugin, so a chart type's code loads once however many charts use it; loaded ahead
 * (preloadChartComponent), a chart draws as soon as its data is there instead of suspending.
 */
function chartComponent(plugin: AnyChartPlugin): ChartComponent {
  let component = chartComponents.get(plugin);
  if (!component) {
    component = preloadable(
      plugin.loadComponent as () => Promise<{ default: ComponentType<Record<string, unknown>> }>,
    );
    chartComponents.set(plugin, component);
  }
  return component;
}

/** Starts loading a chart type's drawing code now, so its charts draw at once when their data arrives. */
export function preloadChartComponent(plugin: AnyChartPlugin): Promise<unknown> {
  return chartComponent(plugin).preload();
}

export function ChartLoading() {
  return (
    <div className="sl-chart-state" data-testid="chart-loading">
      <Spin />
    </div>
  );
}

export function ChartMessage({ kind, text }: { kind: 'empty' | 'warning' | 'error'; text: string }) {
  return (
    <div
      className="sl-chart-state"
      data-testid={`chart-${kind}`}
      role={kind === 'empty' ? undefined : 'alert'}
    >
      {kind === 'empty' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
      ) : (
        <Alert type={kind} showIcon title={text} />
      )}
    </div>
  );
}

class RenderErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error) return <ChartMessage kind="error" text={CHART_MESSAGES.renderError(error.message)} />;
    return this.props.children;
  }
}
