import { z } from 'zod';

/** Response envelopes of Superset-shaped resource endpoints. */

const listEnvelopeSchema = z.object({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  list_columns: z.array(z.string()),
  order_columns: z.array(z.string()),
  label_columns: z.record(z.string(), z.string()),
  description_columns: z.record(z.string(), z.string()),
  list_title: z.string(),
});

/** `GET /api/v1/<resource>/`: a page of items (each with the columns asked for) and the total count. */
export const listResponseSchema = <Item extends z.ZodType>(item: Item) =>
  listEnvelopeSchema.extend({ result: z.array(item) });
export type ListResponse<T> = z.infer<typeof listEnvelopeSchema> & { result: T[] };

/** `GET /api/v1/<resource>/{id}` and the answers of create and update: the id and the item. */
export const itemResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ id: z.number().int(), result: item });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const infoResponseSchema = z.object({ permissions: z.array(z.string()) });
export type InfoResponse = z.infer<typeof infoResponseSchema>;

/** An option of `related/<column>`: users carry their email and whether they are active. */
export const relatedItemSchema = z.object({
  value: z.number().int(),
  text: z.string(),
  extra: z.object({ email: z.string(), active: z.boolean() }).optional(),
});
export type RelatedItem = z.infer<typeof relatedItemSchema>;

export const relatedResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(relatedItemSchema),
});
export type RelatedResponse = z.infer<typeof relatedResponseSchema>;

export const distinctResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(z.object({ text: z.string(), value: z.string() })),
});
export type DistinctResponse = z.infer<typeof distinctResponseSchema>;

export const favoriteStatusResponseSchema = z.object({
  result: z.array(z.object({ id: z.number().int(), value: z.boolean() })),
});
export type FavoriteStatusResponse = z.infer<typeof favoriteStatusResponseSchema>;

export const recentActivityItemSchema = z.object({
  action: z.string(),
  item_title: z.string(),
  item_type: z.enum(['slice', 'dashboard']),
  item_url: z.string(),
  time: z.number(),
  time_delta_humanized: z.string(),
});
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;
