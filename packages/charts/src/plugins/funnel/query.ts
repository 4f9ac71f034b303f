import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { funnelFormDataSchema } from './formData.js';

export const funnelQuery = defineChartQuery({ formDataSchema: funnelFormDataSchema, buildQuery });
