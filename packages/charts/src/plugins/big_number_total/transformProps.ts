import { getMetricLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { getNumberFormatter } from '../../sdk/format/numberFormat.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import type { BigNumberTotalFormData } from './formData.js';

export interface BigNumberTotalProps {
  width: number;
  height: number;
  /** The formatted value, 'N/A' when the query returned null. */
  text: string;
  subheader: string;
  headerFontSize: number;
  subheaderFontSize: number;
}

export function transformProps({
  formData,
  queriesData,
  width,
  height,
  datasource,
}: ChartProps<BigNumberTotalFormData>): BigNumberTotalProps {
  const label = getMetricLabel(formData.metric);
  const raw = queriesData[0]?.data[0]?.[label];
  const value = typeof raw === 'number' ? raw : raw === null || raw === undefined ? null : Number(raw);
  const savedMetric = datasource?.metrics.find((m) => m.metric_name === label);
  const text = formData.force_timestamp_formatting
    ? getTimeFormatter(formData.time_format)(value)
    : getNumberFormatter(formData.y_axis_format, savedMetric?.currency)(value);
  return {
    width,
    height,
    text,
    subheader: formData.subheader,
    headerFontSize: formData.header_font_size,
    subheaderFontSize: formData.subheader_font_size,
  };
}
