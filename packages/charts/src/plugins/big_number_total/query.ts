import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { bigNumberTotalFormDataSchema } from './formData.js';

export const bigNumberTotalQuery = defineChartQuery({
  formDataSchema: bigNumberTotalFormDataSchema,
  buildQuery,
});
