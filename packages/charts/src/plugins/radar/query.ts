import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { radarFormDataSchema } from './formData.js';

export const radarQuery = defineChartQuery({ formDataSchema: radarFormDataSchema, buildQuery });
