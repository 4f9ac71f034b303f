import rison from 'rison';
import { z } from 'zod';

/**
 * The rison `q` arguments of Superset's list-style endpoints (`GET /api/v1/<resource>/?q=...`, `_info`,
 * `related/<col>`, `distinct/<col>`, bulk delete and favorite_status), decoded and validated here so the
 * server and the web client share one definition.
 */

/** Superset's list filter operators (generic ones and the resource-specific ones). */
export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'ct',
  'sw',
  'ew',
  'gt',
  'lt',
  'in',
  'rel_o_m',
  'rel_m_m',
  'chart_all_text',
  'chart_is_favorite',
  'chart_is_certified',
  'title_or_slug',
  'dashboard_is_favorite',
  'dashboard_is_certified',
  'dataset_is_null_or_empty',
  'dataset_is_certified',
  'all_text',
  'saved_query_is_favorite',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const DEFAULT_PAGE_SIZE = 25;
/**
 * Larger page sizes are clamped, not refused (as Superset does). The cap is above 100 because the
 * spec's own saved-chart list asks for `page_size: 200`.
 */
export const MAX_PAGE_SIZE = 1000;

const filterValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number(), z.boolean()])),
]);

export const listFilterSchema = z.object({
  col: z.string().min(1),
  opr: z.string().min(1),
  value: filterValue,
});
export type ListFilter = z.infer<typeof listFilterSchema>;

const pageSize = z
  .number()
  .int()
  .positive()
  .transform((n) => Math.min(n, MAX_PAGE_SIZE));

export const listQuerySchema = z
  .object({
    filters: z.array(listFilterSchema).default([]),
    order_column: z.string().min(1).optional(),
    order_direction: z.enum(['asc', 'desc']).default('asc'),
    page: z.number().int().min(0).default(0),
    page_size: pageSize.default(DEFAULT_PAGE_SIZE),
    /** The fields each item carries (Superset's rison key); `select_columns` is accepted as well. */
    columns: z.array(z.string().min(1)).optional(),
    select_columns: z.array(z.string().min(1)).optional(),
    keys: z.array(z.string()).optional(),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

export const infoQuerySchema = z
  .object({ keys: z.array(z.enum(['permissions', 'add_columns', 'edit_columns', 'filters'])).optional() })
  .strict();

export const relatedQuerySchema = z
  .object({
    filter: z.string().default(''),
    page: z.number().int().min(0).default(0),
    page_size: pageSize.default(DEFAULT_PAGE_SIZE),
    include_ids: z.array(z.number().int()).optional(),
  })
  .strict();

/**
 * A stored row's id: ids are 32-bit integer columns on both metadata stores, so a larger number is bad
 * input (400/422), never a query that the database rejects (a 500 on PostgreSQL).
 */
export const MAX_ROW_ID = 2_147_483_647;
export const rowIdSchema = z
  .number()
  .int()
  .positive()
  .max(MAX_ROW_ID, { message: `ids are whole numbers from 1 to ${MAX_ROW_ID}` });

/** `q=!(1,2,3)` of bulk delete and favorite_status. */
export const idListSchema = z.array(rowIdSchema).min(1);

export class ListQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListQueryError';
  }
}

export const MALFORMED_RISON_MESSAGE = 'Not a valid rison argument';

/** Decodes a rison text; an empty or missing `q` gives `undefined`. Throws ListQueryError when malformed. */
export function decodeRison(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  const parser = new rison.parser(() => {
    throw new ListQueryError(MALFORMED_RISON_MESSAGE);
  });
  // The stock error method also console.logs every parse error: callers' typos must not flood server logs.
  parser.error = function quietError(this: { message: string | null }, message: string) {
    this.message = message;
    return undefined;
  };
  try {
    return parser.parse(text);
  } catch {
    throw new ListQueryError(MALFORMED_RISON_MESSAGE);
  }
}

/** Decodes `q` and validates it; messages name the offending field (`page_size: ...`). */
export function parseRisonArgument<S extends z.ZodType>(
  schema: S,
  text: string | undefined,
  fallback: unknown = {},
): z.output<S> {
  const decoded = decodeRison(text);
  const parsed = schema.safeParse(decoded === undefined ? fallback : decoded);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new ListQueryError(`${where}${issue?.message ?? MALFORMED_RISON_MESSAGE}`);
  }
  return parsed.data;
}

/** Encodes list arguments for a URL (used by the web client). */
export function encodeRison(value: unknown): string {
  return rison.encode(value);
}
