import { z } from 'zod';
import { dashboardListItemSchema } from './resourceItems.js';
import { dashboardOwnerSchema } from './userRefs.js';

/**
 * The dashboard as one dashboard page reads it (`GET /api/v1/dashboard/{id_or_slug}`), and as a save
 * answers it.
 */
export const dashboardDetailSchema = dashboardListItemSchema.extend({
  owners: z.array(dashboardOwnerSchema),
  /** ISO time of the last change. */
  changed_on: z.string(),
  /** The same instant in epoch seconds (milliseconds as the fraction): what a save compares. */
  last_modified_time: z.number(),
});
export type DashboardDetail = z.infer<typeof dashboardDetailSchema>;

/**
 * What `PUT /api/v1/dashboard/{pk}` answers: the saved fields (owners and roles as ids, as the body sends
 * them) and, for the concurrent-edit check, `last_modified_time` beside them and at the top.
 */
export const dashboardSaveResponseSchema = z.object({
  id: z.number().int(),
  last_modified_time: z.number(),
  result: z.object({
    certification_details: z.string().nullable(),
    certified_by: z.string().nullable(),
    css: z.string().nullable(),
    dashboard_title: z.string(),
    external_url: z.string().nullable(),
    is_managed_externally: z.boolean(),
    json_metadata: z.string().nullable(),
    owners: z.array(z.number().int()),
    position_json: z.string().nullable(),
    published: z.boolean(),
    roles: z.array(z.number().int()),
    slug: z.string().nullable(),
    last_modified_time: z.number(),
  }),
});
export type DashboardSaveResponse = z.infer<typeof dashboardSaveResponseSchema>;
