import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { gaugeFormDataSchema } from './formData.js';

export const gaugeChartQuery = defineChartQuery({ formDataSchema: gaugeFormDataSchema, buildQuery });
