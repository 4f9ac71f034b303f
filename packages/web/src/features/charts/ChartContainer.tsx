import {
  CHART_MESSAGES,
  ChartLoading,
  ChartMessage,
  ChartRenderer,
  type AnyChartPlugin,
  type ChartRendererProps,
} from '@sightline/charts';
import { memo, useState } from 'react';
import type { ChartDataState } from './useChartData';

/** The renderer's props, with the query state in place of the rows it already has. */
export interface ChartContainerProps extends Omit<ChartRendererProps, 'queriesData' | 'registry'> {
  plugin: AnyChartPlugin | undefined;
  data: ChartDataState;
  /** Dynamic plugins are still loading: an unknown type may yet arrive, so wait before saying so. */
  pluginsLoading?: boolean;
  /**
   * Cover the previous drawing with a spinner while a new query runs (default). The dashboard turns it
   * off: many charts starting and stopping animated spinners make the browser recomposite the page.
   */
  refreshSpinner?: boolean;
}

/**
 * The form data the renderer draws with: while a new query runs with the previous answer still on screen,
 * the form data that asked for that answer. The new form data (a dashboard filter's extra_form_data, a
 * changed control) would otherwise draw the old rows again, in full, before its own rows arrive.
 */
export function useDrawnFormData(
  formData: Record<string, unknown>,
  refreshing: boolean,
): Record<string, unknown> {
  const [drawn, setDrawn] = useState(formData);
  if (!refreshing && drawn !== formData) setDrawn(formData);
  return refreshing ? drawn : formData;
}

/**
 * A chart's states around the renderer: unknown type, loading, query error or stop, then the chart.
 * Memo: a dashboard renders its holders again on state that does not reach the chart (its status marks).
 */
export const ChartContainer = memo(function ChartContainer({
  plugin,
  data,
  width,
  height,
  pluginsLoading,
  refreshSpinner = true,
  formData,
  ...rest
}: ChartContainerProps) {
  const refreshing = data.status === 'loading' && data.queriesData.length > 0;
  const drawnFormData = useDrawnFormData(formData, refreshing);
  let body;
  if (!plugin && pluginsLoading) body = <ChartLoading />;
  else if (!plugin) body = <ChartMessage kind="warning" text={CHART_MESSAGES.unsupportedVizType} />;
  else if (data.status === 'loading' && data.queriesData.length === 0) body = <ChartLoading />;
  else if (data.status === 'failed' || data.status === 'stopped') {
    body = <ChartMessage kind="error" text={data.error ?? CHART_MESSAGES.networkError} />;
  } else if (width > 0 && height > 0) {
    body = (
      <ChartRenderer
        {...rest}
        formData={drawnFormData}
        queriesData={data.queriesData}
        width={width}
        height={height}
      />
    );
  }
  return (
    <div
      className="sl-chart-container"
      data-testid="chart-container"
      data-status={data.status}
      style={{ width, height }}
    >
      {body}
      {refreshing && refreshSpinner && (
        <div className="sl-chart-refreshing">
          <ChartLoading />
        </div>
      )}
    </div>
  );
});
