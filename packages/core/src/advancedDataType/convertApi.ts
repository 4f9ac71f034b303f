import { z } from 'zod';
import { advancedDataTypeResponseSchema } from './response.js';

/** The rison `q` of `GET /api/v1/advanced_data_type/convert` (openapi advanced_data_type_convert_schema). */
export const advancedDataTypeConvertQuerySchema = z.object({
  type: z.string(),
  values: z.array(z.union([z.string(), z.number(), z.boolean()])).min(1),
});

/** `GET /api/v1/advanced_data_type/convert`: the parsed values, how to show them and the usable operators. */
export const advancedDataTypeConvertResponseSchema = z.object({
  result: advancedDataTypeResponseSchema,
});

/** `GET /api/v1/advanced_data_type/types`: the advanced data types the server knows. */
export const advancedDataTypeTypesResponseSchema = z.object({ result: z.array(z.string()) });
