import { getColumnLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { columnVerboseName, toNumber } from '../../sdk/chartValues.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { emitContextMenu, mouseOf } from '../../sdk/contextMenu.js';
import { pointValueOf } from '../../sdk/crossFilter.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { topLegendOption } from '../../sdk/echarts/legend.js';
import { escapeHtml } from '../../sdk/echarts/tooltipHtml.js';
import { formatPercent } from '../../sdk/format/metricFormatter.js';
import { getNumberFormatter } from '../../sdk/format/numberFormat.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import { histogramColumn } from './buildQuery.js';
import type { HistogramFormData } from './formData.js';

const LABEL_CHAR_PX = 7;

/** A bin column's name as the server writes it, `'<from> - <to>'`, with both edges formatted. */
export function formatBinLabel(binColumn: string, format: (value: number) => string): string {
  const edges = binColumn.split(' - ').map(Number);
  return edges.length === 2 && edges.every(Number.isFinite)
    ? `${format(edges[0]!)} - ${format(edges[1]!)}`
    : binColumn;
}

export function transformProps(chartProps: ChartProps<HistogramFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const colnames = result?.colnames ?? [];
  const groupbyLabels = formData.groupby.map(getColumnLabel);
  const groupbySet = new Set(groupbyLabels);
  const binColumns = colnames.filter((name) => !groupbySet.has(name));
  const formatX = getNumberFormatter(formData.x_axis_format);
  const formatY = getNumberFormatter(formData.y_axis_format);
  const timeFormatter = getTimeFormatter();
  const columnName = columnVerboseName(getColumnLabel(histogramColumn(formData)), datasource);
  const colorOf = chartColorScale(chartProps);

  const groups = rows.map((row) =>
    formData.groupby.map((column) => pointValueOf(column, row, result, timeFormatter)),
  );
  const seriesNames = groups.map((group) =>
    group.length > 0 ? group.map((item) => item.formatted).join(', ') : columnName,
  );
  const xNames = binColumns.map((bin) => formatBinLabel(bin, formatX));
  const longest = Math.max(0, ...xNames.map((name) => name.length));
  const rotate = xNames.length * (longest * LABEL_CHAR_PX + 8) > width * 0.85;

  const series = rows.map((row, index) => {
    const name = seriesNames[index]!;
    return {
      type: 'bar',
      name,
      data: binColumns.map((bin) => toNumber(row[bin])),
      itemStyle: { color: colorOf(name) },
      label: {
        show: formData.show_value,
        position: 'top',
        formatter: (params: EChartEventParams) => formatY(toNumber(params.value)),
      },
    };
  });

  const tooltip = (params: EChartEventParams | EChartEventParams[]) => {
    const items = Array.isArray(params) ? params : [params];
    const title = items[0]?.name ?? '';
    const total = items.reduce((sum, item) => sum + (toNumber(item.value) ?? 0), 0);
    // Shares of the bin only make sense for counts; normalized values are shares already.
    const withShare = formData.groupby.length > 0 && !formData.normalize;
    const lines = items.map((item) => {
      const value = toNumber(item.value);
      const share = withShare ? ` (${formatPercent(total ? (value ?? 0) / total : 0)})` : '';
      return `${String(item.marker ?? '')}${escapeHtml(item.seriesName ?? '')}: <strong>${formatY(value)}</strong>${share}`;
    });
    if (formData.groupby.length > 0) lines.push(`Total: <strong>${formatY(total)}</strong>`);
    return [`<strong>${escapeHtml(String(title))}</strong>`, ...lines].join('<br/>');
  };

  const option = {
    grid: {
      left: formData.y_axis_title ? 56 : 16,
      right: 16,
      top: formData.show_legend ? 40 : 16,
      bottom: formData.x_axis_title ? 44 : 16,
    },
    legend: topLegendOption(formData.show_legend, seriesNames),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true, formatter: tooltip },
    xAxis: {
      type: 'category',
      data: xNames,
      name: formData.x_axis_title,
      nameLocation: 'middle',
      nameGap: rotate ? 70 : 30,
      axisLabel: { rotate: rotate ? 45 : 0 },
    },
    yAxis: {
      type: 'value',
      name: formData.y_axis_title,
      nameLocation: 'middle',
      nameGap: formData.normalize ? 55 : 45,
      axisLabel: { formatter: (value: number) => formatY(value) },
    },
    series,
  };

  return {
    width,
    height,
    option,
    dataSize: rows.length * binColumns.length,
    eventHandlers: {
      contextmenu: (params) => {
        const group = groups[params.seriesIndex ?? -1];
        if (group) emitContextMenu(hooks, mouseOf(params), group);
      },
    },
  };
}
