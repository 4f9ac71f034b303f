import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { heatmapFormDataSchema } from './formData.js';

export const heatmapQuery = defineChartQuery({ formDataSchema: heatmapFormDataSchema, buildQuery });
