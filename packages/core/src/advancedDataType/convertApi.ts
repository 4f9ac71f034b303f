import { z } from 'zod';

/** The rison `q` of `GET /api/v1/advanced_data_type/convert` (openapi advanced_data_type_convert_schema). */
export const advancedDataTypeConvertQuerySchema = z.object({
  type: z.string(),
  values: z.array(z.union([z.string(), z.number(), z.boolean()])).min(1),
});
