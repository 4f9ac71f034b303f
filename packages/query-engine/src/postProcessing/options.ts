import type { z } from 'zod';
import { PostProcessingError } from './errors.js';

/**
 * Validates an operator's options with its zod schema. The message names the operator and the option
 * ("Invalid options for rolling: window: ...") so a chart author can find the mistake.
 */
export function parseOptions<Schema extends z.ZodType>(
  operation: string,
  schema: Schema,
  options: unknown,
): z.infer<Schema> {
  const parsed = schema.safeParse(options ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  const where = path ? `${path}: ` : '';
  throw new PostProcessingError(`Invalid options for ${operation}: ${where}${issue.message}`, operation);
}
