import type { EChartsCoreOption } from './echartsCore.js';
import { EChart, type EChartEventHandlers } from './EChart.js';

/** The props every ECharts-based plugin's transformProps returns; the plugin's component is this one. */
export interface EChartsChartProps {
  width: number;
  height: number;
  option: EChartsCoreOption;
  eventHandlers?: EChartEventHandlers;
  /** Number of data items drawn, to pick the renderer (see EChart). */
  dataSize: number;
}

/** The shared component of ECharts-based plugins: `loadComponent: () => import('…/EChartsChart.js')`. */
export default function EChartsChart({ width, height, option, eventHandlers, dataSize }: EChartsChartProps) {
  return (
    <EChart option={option} width={width} height={height} eventHandlers={eventHandlers} dataSize={dataSize} />
  );
}
