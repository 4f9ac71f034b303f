import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { distBarFormDataSchema } from './formData.js';

export const distBarQuery = defineChartQuery({ formDataSchema: distBarFormDataSchema, buildQuery });
