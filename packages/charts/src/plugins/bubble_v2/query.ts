import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { bubbleFormDataSchema } from './formData.js';

export const bubbleQuery = defineChartQuery({ formDataSchema: bubbleFormDataSchema, buildQuery });
