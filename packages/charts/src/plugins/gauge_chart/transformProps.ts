import { getColumnLabel, getMetricLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { temporalColumns, toNumber } from '../../sdk/chartValues.js';
import { getCategoricalScheme } from '../../sdk/color/colorSchemes.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { groupPointOf, selectedLabels, UNSELECTED_OPACITY, type GroupPoint } from '../../sdk/crossFilter.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { groupbyEventHandlers } from '../../sdk/echarts/eventHandlers.js';
import { tooltipHtml } from '../../sdk/echarts/tooltipHtml.js';
import { metricFormatter } from '../../sdk/format/metricFormatter.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import type { GaugeFormData } from './formData.js';
import { intervalBands, TRACK_COLOR } from './intervals.js';

/** Superset's gauge layout constants: offsets in pixels and sizes as multiples of the font size. */
const TICKS_FROM_LINE = 10;
const TITLE_FROM_CENTER = 20;
const FONT_SIZE_MULTIPLIERS = {
  axisTickLength: 0.25,
  axisLabelDistance: 1.5,
  axisLabelLength: 0.35,
  splitLineLength: 1,
  splitLineWidth: 0.25,
  titleOffsetFromTitle: 2,
  detailOffsetFromTitle: 0.9,
  detailFontSize: 1.2,
};
const TEXT_COLOR = '#333333';
const PRIMARY_COLOR = '#1F77B4';

/** The axis range: the saved bounds, else twice the data's extent around zero (Superset's rule). */
export function gaugeRange(values: readonly (number | null)[], minVal: number | null, maxVal: number | null) {
  const present = values.filter((v): v is number => v !== null);
  return {
    min: minVal ?? 2 * Math.min(0, ...present),
    max: maxVal ?? 2 * Math.max(0, ...present),
  };
}

export function transformProps(chartProps: ChartProps<GaugeFormData>): EChartsChartProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const metricLabel = getMetricLabel(formData.metric);
  const groupbyLabels = formData.groupby.map(getColumnLabel);
  const temporal = temporalColumns(result);
  const formatTime = getTimeFormatter();
  const formatNumber = metricFormatter(
    formData.number_format,
    formData.metric,
    datasource,
    formData.currency_format,
  );
  const formatValue = (value: unknown) =>
    formData.value_formatter.replace('{value}', formatNumber(toNumber(value)));
  const colorOf = chartColorScale(chartProps);
  const selected = selectedLabels(filterState);
  const verboseName = (column: string) =>
    datasource?.columns.find((c) => c.column_name === column)?.verbose_name || column;

  const fontSize = formData.font_size;
  const axisLineWidth = formData.overlap ? fontSize : Math.max(rows.length, 1) * fontSize;
  const axisTickLength = FONT_SIZE_MULTIPLIERS.axisTickLength * fontSize;
  const splitLineLength = FONT_SIZE_MULTIPLIERS.splitLineLength * fontSize;
  const titleOffset = FONT_SIZE_MULTIPLIERS.titleOffsetFromTitle * fontSize;
  const detailOffset = FONT_SIZE_MULTIPLIERS.detailOffsetFromTitle * fontSize;

  const points = new Map<string, GroupPoint>();
  const values = rows.map((row) => toNumber(row[metricLabel]));
  const data = rows.map((row, index) => {
    const point = groupPointOf(row, groupbyLabels, temporal, formatTime);
    const { formatted } = point;
    // Superset names a pointer "Column: value, Column: value"; the color follows the group's values.
    const name = groupbyLabels.map((col, i) => `${verboseName(col)}: ${formatted[i]}`).join(', ');
    const colorLabel = groupbyLabels.length ? formatted.join(', ') : metricLabel;
    if (!points.has(name)) points.set(name, point);
    const faded = selected !== null && !selected.has(name);
    const color = colorOf(colorLabel);
    return {
      value: values[index],
      name,
      itemStyle: faded ? { color, opacity: UNSELECTED_OPACITY } : { color },
      title: faded
        ? { show: false }
        : {
            offsetCenter: ['0%', `${index * titleOffset + TITLE_FROM_CENTER}%`],
            fontSize,
            color: TEXT_COLOR,
          },
      detail: faded
        ? { show: false }
        : {
            offsetCenter: ['0%', `${index * titleOffset + TITLE_FROM_CENTER + detailOffset}%`],
            fontSize: FONT_SIZE_MULTIPLIERS.detailFontSize * fontSize,
            color: TEXT_COLOR,
          },
    };
  });

  const { min, max } = gaugeRange(values, formData.min_val, formData.max_val);
  const splitNumber = Math.max(1, Math.round(formData.split_number));
  const step = (max - min) / splitNumber;
  const axisLabelLength = Math.max(
    1,
    ...Array.from({ length: step > 0 ? splitNumber : 0 }, (_, i) => formatNumber(min + i * step).length),
  );
  const axisLabelDistance =
    FONT_SIZE_MULTIPLIERS.axisLabelDistance *
      fontSize *
      FONT_SIZE_MULTIPLIERS.axisLabelLength *
      axisLabelLength +
    (formData.show_split_line ? splitLineLength : 0) +
    (formData.show_axis_line_ticks ? axisTickLength : 0) +
    TICKS_FROM_LINE -
    axisLineWidth;
  const axisTickDistance = axisLineWidth + axisTickLength + TICKS_FROM_LINE;
  const bands = intervalBands(
    formData.intervals,
    formData.interval_color_indices,
    getCategoricalScheme(formData.color_scheme).colors,
    min,
    max,
  );
  // With bands, ticks, labels and the pointer take the color of the band they sit in.
  const partColor = bands.length ? 'inherit' : undefined;

  const option = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: ({ name, value }: { name: string; value: unknown }) =>
        tooltipHtml(undefined, [`${name || metricLabel} : ${formatValue(value)}`]),
    },
    series: [
      {
        type: 'gauge',
        name: metricLabel,
        startAngle: formData.start_angle,
        endAngle: formData.end_angle,
        min,
        max,
        splitNumber,
        animation: formData.animation,
        radius: Math.max(10, Math.min(width, height) / 2 - axisLabelDistance - axisTickDistance),
        center: ['50%', '55%'],
        progress: {
          show: formData.show_progress,
          overlap: formData.overlap,
          roundCap: formData.round_cap,
          width: fontSize,
        },
        axisLine: {
          roundCap: formData.round_cap,
          lineStyle: { width: axisLineWidth, color: bands.length ? bands : [[1, TRACK_COLOR]] },
        },
        splitLine: {
          show: formData.show_split_line,
          distance: -(axisLineWidth + splitLineLength + TICKS_FROM_LINE),
          length: splitLineLength,
          lineStyle: {
            width: FONT_SIZE_MULTIPLIERS.splitLineWidth * fontSize,
            color: partColor ?? PRIMARY_COLOR,
          },
        },
        axisTick: {
          show: formData.show_axis_line_ticks,
          distance: -axisTickDistance,
          length: axisTickLength,
          lineStyle: { width: 2, color: partColor ?? PRIMARY_COLOR },
        },
        axisLabel: {
          distance: -axisLabelDistance,
          fontSize,
          color: partColor ?? TEXT_COLOR,
          formatter: (value: number) => formatNumber(value),
        },
        pointer: {
          show: formData.show_pointer,
          showAbove: false,
          ...(partColor ? { itemStyle: { color: partColor } } : {}),
        },
        detail: {
          valueAnimation: formData.animation,
          color: TEXT_COLOR,
          formatter: (value: unknown) => formatValue(value),
        },
        data,
      },
    ],
  };

  return {
    width,
    height,
    option,
    eventHandlers: groupbyEventHandlers({ groupby: formData.groupby, points, selected, hooks }),
    dataSize: data.length,
  };
}
