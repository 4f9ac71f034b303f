import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { timeTableFormDataSchema } from './formData.js';

export const timeTableQuery = defineChartQuery({ formDataSchema: timeTableFormDataSchema, buildQuery });
