import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { filterBoxFormDataSchema } from './formData.js';

export const filterBoxQuery = defineChartQuery({ formDataSchema: filterBoxFormDataSchema, buildQuery });
