import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { wordCloudFormDataSchema } from './formData.js';

export const wordCloudQuery = defineChartQuery({ formDataSchema: wordCloudFormDataSchema, buildQuery });
