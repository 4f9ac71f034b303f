import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { boxPlotFormDataSchema } from './formData.js';

export const boxPlotQuery = defineChartQuery({ formDataSchema: boxPlotFormDataSchema, buildQuery });
