import type { FastifyInstance } from 'fastify';
import {
  ADVANCED_DATA_TYPES,
  advancedDataTypeConvertQuerySchema,
  advancedDataTypeConvertResponseSchema,
  advancedDataTypeTypesResponseSchema,
  advancedDataTypeMessages,
  convertAdvancedDataType,
} from '@sightline/core';
import { requireAuth } from '../auth/index.js';
import { badRequest } from '../../apiError.js';
import { parseQueryArgument } from '../listQuery/parseQueryArgument.js';
import { risonQuerystring } from './resourceSchemas.js';

/**
 * `GET /api/v1/advanced_data_type/convert?q=(type:internet_address,values:!('10.0.0.0/8'))` →
 * `{result: {display_value, error_message, valid_filter_operators, values}}` (unknown type: 400), and
 * `GET /api/v1/advanced_data_type/types` → `{result: ['internet_address', 'port']}`. Signed-in users only.
 */
export async function advancedDataTypeRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v1/advanced_data_type/convert',
    {
      preHandler: requireAuth,
      schema: { querystring: risonQuerystring, response: { 200: advancedDataTypeConvertResponseSchema } },
    },
    async (request) => {
      const { type, values } = parseQueryArgument(advancedDataTypeConvertQuerySchema, request);
      const result = convertAdvancedDataType(type, values);
      if (!result) throw badRequest(advancedDataTypeMessages.invalidType(type));
      return { result };
    },
  );
  app.get(
    '/api/v1/advanced_data_type/types',
    { preHandler: requireAuth, schema: { response: { 200: advancedDataTypeTypesResponseSchema } } },
    async () => ({
      result: [...ADVANCED_DATA_TYPES],
    }),
  );
}
