import { getMetricLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { toNumber } from '../../sdk/chartValues.js';
import { metricFormatter } from '../../sdk/format/metricFormatter.js';
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

export function transformProps(chartProps: ChartProps<BigNumberTotalFormData>): BigNumberTotalProps {
  const { formData, queriesData, width, height, datasource } = chartProps;
  const value = toNumber(queriesData[0]?.data[0]?.[getMetricLabel(formData.metric)]);
  const text = formData.force_timestamp_formatting
    ? getTimeFormatter(formData.time_format)(value)
    : metricFormatter(formData.y_axis_format, formData.metric, datasource, formData.currency_format)(value);
  return {
    width,
    height,
    text,
    subheader: formData.subheader,
    headerFontSize: formData.header_font_size,
    subheaderFontSize: formData.subheader_font_size,
  };
}
