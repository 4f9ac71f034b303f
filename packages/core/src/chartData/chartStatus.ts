/** Where a chart is in its life on a page: its data loading, answered, stopped, drawn or failed. */
export const CHART_STATUSES = ['loading', 'success', 'stopped', 'rendered', 'failed'] as const;
export type ChartStatus = (typeof CHART_STATUSES)[number];
