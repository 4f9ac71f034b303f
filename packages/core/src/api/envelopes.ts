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

/** The answers of endpoints that store a value under a new key (form data, filter state). */
export const keyResponseSchema = z.object({ key: z.string() });

/** A new permalink: its key and the page's URL. */
export const permalinkResponseSchema = keyResponseSchema.extend({ url: z.string() });
export type PermalinkResponse = z.infer<typeof permalinkResponseSchema>;

/** A stored filter state: the JSON text the client saved. */
export const filterStateValueResponseSchema = z.object({ value: z.string() });

/** Stored explore form data: the JSON text the client saved. */
export const formDataResponseSchema = z.object({ form_data: z.string() });

/** Favorite set or unset. */
export const okResultResponseSchema = z.object({ result: z.literal('OK') });

/** Client events written to the log. */
export const logEventsResponseSchema = messageResponseSchema.extend({ count: z.number().int() });

export const recentActivityResponseSchema = z.object({ result: z.array(recentActivityItemSchema) });
