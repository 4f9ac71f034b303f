import type { TooltipComponentFormatterCallbackParams, TooltipComponentOption } from 'echarts';
import { escapeHtml } from '../../../sdk/echarts/tooltipHtml.js';
import type { NumberFormatter } from '../../../sdk/format/numberFormat.js';
import { TIMESERIES_MESSAGES } from '../messages.js';
import type { XValue } from './seriesData.js';

/** What the tooltip knows of each series it may list, by ECharts series id. */
export interface TooltipSeries {
  formatter: NumberFormatter;
  /** Series of one stack share this; the rich tooltip adds a total per stack. */
  stackId?: string;
}

export interface TooltipOptions {
  rich: boolean;
  sortByValue: boolean;
  horizontal: boolean;
  series: ReadonlyMap<string, TooltipSeries>;
  formatX: (value: XValue) => string;
  /** Bars on a category axis highlight the whole category. */
  shadowPointer: boolean;
}

interface TooltipParam {
  seriesId?: string;
  seriesName?: string;
  marker?: unknown;
  value?: unknown;
  axisValue?: unknown;
  dataIndex?: number;
}

function pointValue(param: TooltipParam, horizontal: boolean): number | null {
  const value = param.value;
  const raw = Array.isArray(value) ? value[horizontal ? 0 : 1] : value;
  if (raw === null || raw === undefined || raw === '') return null;
  const number = Number(raw);
  return Number.isFinite(number) ? number : null;
}

function pointX(param: TooltipParam, horizontal: boolean): XValue | null {
  if (param.axisValue !== undefined && param.axisValue !== null) return param.axisValue as XValue;
  const value = param.value;
  return Array.isArray(value) ? (value[horizontal ? 1 : 0] as XValue) : null;
}

/**
 * The HTML of a tooltip: the x value, then one row per series with a value there (sorted by value when
 * asked), then a total per stack of more than one series. Names are escaped: they come from the data.
 */
export function tooltipHtml(
  params: TooltipComponentFormatterCallbackParams,
  options: TooltipOptions,
): string {
  const list = (Array.isArray(params) ? params : [params]) as TooltipParam[];
  const rows = list.flatMap((param) => {
    const info = param.seriesId ? options.series.get(param.seriesId) : undefined;
    const value = pointValue(param, options.horizontal);
    return info && value !== null ? [{ param, info, value }] : [];
  });
  if (rows.length === 0) return '';
  const x = pointX(rows[0]!.param, options.horizontal);
  if (options.sortByValue) rows.sort((a, b) => b.value - a.value);
  const lines = rows.map(
    ({ param, info, value }) =>
      `<div>${typeof param.marker === 'string' ? param.marker : ''}${escapeHtml(
        String(param.seriesName ?? ''),
      )}: <b>${escapeHtml(info.formatter(value))}</b></div>`,
  );
  const stacks = new Map<string, { total: number; count: number; formatter: NumberFormatter }>();
  for (const { info, value } of rows) {
    if (!info.stackId) continue;
    const stack = stacks.get(info.stackId) ?? { total: 0, count: 0, formatter: info.formatter };
    stacks.set(info.stackId, { ...stack, total: stack.total + value, count: stack.count + 1 });
  }
  for (const stack of stacks.values()) {
    if (stack.count > 1)
      lines.push(
        `<div><b>${TIMESERIES_MESSAGES.total}: ${escapeHtml(stack.formatter(stack.total))}</b></div>`,
      );
  }
  const header = x === null ? '' : `<div style="font-weight:600">${escapeHtml(options.formatX(x))}</div>`;
  return header + lines.join('');
}

export function buildTooltip(options: TooltipOptions): TooltipComponentOption {
  return {
    trigger: options.rich ? 'axis' : 'item',
    confine: true,
    ...(options.rich ? { axisPointer: { type: options.shadowPointer ? 'shadow' : 'line' } } : {}),
    formatter: (params) => tooltipHtml(params, options),
  };
}
