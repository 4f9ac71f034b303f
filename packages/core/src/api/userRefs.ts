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

/** `GET /api/v1/me/`: the signed-in user. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_anonymous: z.boolean(),
});
export const currentUserResponseSchema = z.object({ result: currentUserSchema });

/** `GET /api/v1/me/roles/`: the user with each role's `[permission, view]` pairs. */
export const currentUserRolesResponseSchema = z.object({
  result: currentUserSchema.extend({
    roles: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
  }),
});
