import { getMetricLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { toNumber } from '../../sdk/chartValues.js';
import type { EChartsCoreOption } from '../../sdk/echarts/echartsCore.js';
import { tooltipHtml } from '../../sdk/echarts/tooltipHtml.js';
import { metricFormatter } from '../../sdk/format/metricFormatter.js';
import { getNumberFormatter } from '../../sdk/format/numberFormat.js';
import { getTimeFormatter, SMART_DATE } from '../../sdk/format/timeFormat.js';
import { getTimeFormatterForGrain } from '../../sdk/format/timeFormatOptions.js';
import { timeColumnLabel } from './buildQuery.js';
import type { BigNumberFormData } from './formData.js';

export interface BigNumberWithTrendlineProps {
  width: number;
  height: number;
  /** The newest value, formatted; 'N/A' when it is null. */
  text: string;
  /** The comparison, e.g. '+12.3% over last year'; empty without one. */
  subheader: string;
  /** Colors the comparison: green up, red down. */
  change: 'up' | 'down' | 'flat';
  /** The newest period, formatted, when the chart shows it. */
  timestamp: string | null;
  headerFontSize: number;
  subheaderFontSize: number;
  /** The small area line of the trend, or null when it is off or there is nothing to draw. */
  trendline: { option: EChartsCoreOption; dataSize: number } | null;
  /** Right-click anywhere: drill to detail on the chart's rows. */
  onContextMenu?: (clientX: number, clientY: number) => void;
}

/** `[epoch ms, value]`, newest first. */
type Point = [number, number | null];

/** Temporal values arrive as epoch milliseconds; ISO strings are read too. */
function toTime(raw: unknown): number | null {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') {
    const time = /^-?\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
    return Number.isNaN(time) ? null : time;
  }
  return raw instanceof Date ? raw.getTime() : null;
}

/** Superset's PERCENT_SIGNED_1_POINT. */
const formatPercentChange = getNumberFormatter('+.1%');

/** The change of the newest value against the one `lag` periods back, or null when either is missing. */
export function percentChange(points: readonly Point[], lag: number): number | null {
  if (lag <= 0 || lag >= points.length) return null;
  const latest = points[0]![1];
  const previous = points[lag]![1];
  if (latest === null || previous === null) return null;
  return previous ? (latest - previous) / Math.abs(previous) : 0;
}

const rgb = ({ r, g, b }: { r: number; g: number; b: number }) => `rgb(${r}, ${g}, ${b})`;

export function transformProps(chartProps: ChartProps<BigNumberFormData>): BigNumberWithTrendlineProps {
  const { formData, queriesData, width, height, datasource, hooks } = chartProps;
  const result = queriesData[0];
  const metricLabel = getMetricLabel(formData.metric);
  const timeLabel = timeColumnLabel(formData);
  const points: Point[] = (result?.data ?? [])
    .map((row): [number | null, number | null] => [toTime(row[timeLabel]), toNumber(row[metricLabel])])
    .filter((point): point is Point => point[0] !== null)
    .sort((a, b) => b[0] - a[0]);
  // Without a time column (no x-axis chosen) the query returns the plain aggregate.
  const latestValue = points.length ? points[0]![1] : toNumber(result?.data[0]?.[metricLabel]);

  const formatValue = formData.force_timestamp_formatting
    ? getTimeFormatter(formData.time_format)
    : metricFormatter(formData.y_axis_format, formData.metric, datasource, formData.currency_format);
  const formatTime = getTimeFormatter(formData.time_format);
  const grain = formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla;
  // Tooltips name the period at the precision of the grain unless the chart picked a date format.
  const formatPeriod =
    formData.time_format === SMART_DATE
      ? getTimeFormatterForGrain(grain)
      : getTimeFormatter(formData.time_format);

  const change = percentChange(points, Math.trunc(formData.compare_lag ?? 0));
  const subheader =
    change === null ? '' : [formatPercentChange(change), formData.compare_suffix ?? ''].join(' ').trim();
  const color = rgb(formData.color_picker);
  const ascending = [...points].reverse();
  const fixedRange = formData.time_range_fixed && result?.from_dttm != null && result.to_dttm != null;

  const trendline =
    formData.show_trend_line && ascending.length > 0
      ? {
          dataSize: ascending.length,
          option: {
            grid: { left: 0, right: 0, top: 0, bottom: 0 },
            xAxis: {
              type: 'time',
              show: false,
              min: fixedRange ? result.from_dttm : ascending[0]![0],
              max: fixedRange ? result.to_dttm : ascending[ascending.length - 1]![0],
            },
            yAxis: { type: 'value', show: false, scale: !formData.start_y_axis_at_zero },
            tooltip: {
              trigger: 'axis',
              confine: true,
              formatter: (params: readonly { value: Point }[]) => {
                const [time, value] = params[0]?.value ?? [null, null];
                return time === null ? '' : tooltipHtml(formatPeriod(time), [formatValue(value)]);
              },
            },
            series: [
              {
                type: 'line',
                name: metricLabel,
                data: ascending,
                smooth: true,
                symbol: 'circle',
                symbolSize: 10,
                showSymbol: false,
                color,
                areaStyle: {
                  color: {
                    type: 'linear',
                    x: 0,
                    y: 0,
                    x2: 0,
                    y2: 1,
                    colorStops: [
                      { offset: 0, color },
                      { offset: 1, color: '#FFFFFF' },
                    ],
                  },
                },
              },
            ],
          },
        }
      : null;

  const onContextMenu = hooks.onContextMenu;
  return {
    width,
    height,
    text: formatValue(latestValue),
    subheader,
    change: change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down',
    timestamp: formData.show_timestamp && points.length ? formatTime(points[0]![0]) : null,
    headerFontSize: formData.header_font_size,
    subheaderFontSize: formData.subheader_font_size,
    trendline,
    ...(onContextMenu
      ? {
          onContextMenu: (clientX: number, clientY: number) =>
            onContextMenu({ clientX, clientY, filters: [] }),
        }
      : {}),
  };
}
