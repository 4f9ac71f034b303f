import { z } from 'zod';

/** `{id, first_name, last_name}` as Superset returns for owners, created_by and changed_by. */
export const userRefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserRef = z.infer<typeof userRefSchema>;

/** A dashboard's owner carries the username: the web app's edit rule matches owners by username. */
export const dashboardOwnerSchema = userRefSchema.extend({ username: z.string() });
export type DashboardOwner = z.infer<typeof dashboardOwnerSchema>;
