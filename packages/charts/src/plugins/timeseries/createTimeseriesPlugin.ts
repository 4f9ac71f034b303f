import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import { defineChartPlugin, type ChartMetadataDeclaration } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import type { TimeseriesFormData } from './formData.js';
import { timeseriesQuery } from './query.js';
import { transformProps } from './transformProps.js';

export type TimeseriesPlugin = ChartPlugin<TimeseriesFormData, EChartsChartProps>;

export interface TimeseriesPluginOptions {
  metadata: ChartMetadataDeclaration;
  controlPanel: ControlPanelConfig;
  /** What makes this chart type what it is (Bar draws bars, Area fills areas), whatever the form data says. */
  drawAs: (formData: TimeseriesFormData) => TimeseriesFormData;
}

/**
 * One chart type of the family: they share form data, query and rendering (as in Superset, where each
 * type is the generic time-series chart with its series style fixed).
 */
export function createTimeseriesPlugin({
  metadata,
  controlPanel,
  drawAs,
}: TimeseriesPluginOptions): TimeseriesPlugin {
  return defineChartPlugin({
    metadata,
    controlPanel,
    ...timeseriesQuery,
    transformProps: (chartProps) => transformProps({ ...chartProps, formData: drawAs(chartProps.formData) }),
    loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
  });
}
