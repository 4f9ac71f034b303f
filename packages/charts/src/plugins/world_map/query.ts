import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { worldMapFormDataSchema } from './formData.js';

export const worldMapQuery = defineChartQuery({ formDataSchema: worldMapFormDataSchema, buildQuery });
