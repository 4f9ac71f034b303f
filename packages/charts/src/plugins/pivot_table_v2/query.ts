import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { pivotTableFormDataSchema } from './formData.js';

export const pivotTableQuery = defineChartQuery({ formDataSchema: pivotTableFormDataSchema, buildQuery });
