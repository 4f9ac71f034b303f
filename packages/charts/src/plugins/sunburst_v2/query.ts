import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { sunburstFormDataSchema } from './formData.js';

export const sunburstQuery = defineChartQuery({ formDataSchema: sunburstFormDataSchema, buildQuery });
