import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { pieFormDataSchema } from './formData.js';

export const pieQuery = defineChartQuery({ formDataSchema: pieFormDataSchema, buildQuery });
