import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { tableFormDataSchema } from './formData.js';

export const tableQuery = defineChartQuery({ formDataSchema: tableFormDataSchema, buildQuery });
