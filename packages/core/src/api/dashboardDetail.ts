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
