import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { mixedTimeseriesFormDataSchema } from './formData.js';

export const mixedChartQuery = defineChartQuery({
  formDataSchema: mixedTimeseriesFormDataSchema,
  buildQuery,
});
