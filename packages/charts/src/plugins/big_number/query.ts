import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { bigNumberFormDataSchema } from './formData.js';

export const bigNumberQuery = defineChartQuery({ formDataSchema: bigNumberFormDataSchema, buildQuery });
