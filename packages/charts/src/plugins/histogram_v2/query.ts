import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { histogramFormDataSchema } from './formData.js';

export const histogramQuery = defineChartQuery({ formDataSchema: histogramFormDataSchema, buildQuery });
