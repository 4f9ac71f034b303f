import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { treemapFormDataSchema } from './formData.js';

export const treemapQuery = defineChartQuery({ formDataSchema: treemapFormDataSchema, buildQuery });
