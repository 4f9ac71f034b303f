import { defineChartQuery } from '../../sdk/defineChartPlugin.js';
import { buildQuery } from './buildQuery.js';
import { deckScatterFormDataSchema } from './formData.js';

export const deckScatterQuery = defineChartQuery({ formDataSchema: deckScatterFormDataSchema, buildQuery });
