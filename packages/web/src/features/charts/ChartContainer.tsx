import {
  CHART_MESSAGES,
  ChartLoading,
  ChartMessage,
  ChartRenderer,
  type AnyChartPlugin,
  type ChartRendererProps,
} from '@sightline/charts';
import type { ChartDataState } from './useChartData';

/** The renderer's props, with the query state in place of the rows it already has. */
export interface ChartContainerProps extends Omit<ChartRendererProps, 'queriesData' | 'registry'> {
  plugin: AnyChartPlugin | undefined;
  data: ChartDataState;
  /** Dynamic plugins are still loading: an unknown type may yet arrive, so wait before saying so. */
  pluginsLoading?: boolean;
}

/** A chart's states around the renderer: unknown type, loading, query error or stop, then the chart. */
export function ChartContainer({
  plugin,
  data,
  width,
  height,
  pluginsLoading,
  ...rest
}: ChartContainerProps) {
  let body;
  if (!plugin && pluginsLoading) body = <ChartLoading />;
  else if (!plugin) body = <ChartMessage kind="warning" text={CHART_MESSAGES.unsupportedVizType} />;
  else if (data.status === 'loading' && data.queriesData.length === 0) body = <ChartLoading />;
  else if (data.status === 'failed' || data.status === 'stopped') {
    body = <ChartMessage kind="error" text={data.error ?? CHART_MESSAGES.networkError} />;
  } else if (width > 0 && height > 0) {
    body = <ChartRenderer {...rest} queriesData={data.queriesData} width={width} height={height} />;
  }
  return (
    <div
      className="sl-chart-container"
      data-testid="chart-container"
      data-status={data.status}
      style={{ width, height }}
    >
      {body}
      {data.status === 'loading' && data.queriesData.length > 0 && (
        <div className="sl-chart-refreshing">
          <ChartLoading />
        </div>
      )}
    </div>
  );
}
