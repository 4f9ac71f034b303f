import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { timeseriesFormDataSchema } from './formData.js';

/** The query of every chart type of the time-series family: they differ only in how they draw. */
export const timeseriesQuery = defineChartQuery({ formDataSchema: timeseriesFormDataSchema, buildQuery });
