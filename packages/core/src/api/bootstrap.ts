import { z } from 'zod';

/**
 * What the browser needs before its first render (GET /api/v1/bootstrap/, also embedded in index.html):
 * who is signed in, with roles and `permission:View` strings so the UI can hide what the user cannot do,
 * whether first-run setup is needed, feature flags and limits.
 */

export const bootstrapUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** e.g. `can_read:Chart`. */
  permissions: z.array(z.string()),
});
export type BootstrapUser = z.infer<typeof bootstrapUserSchema>;

export const bootstrapPayloadSchema = z.object({
  user: bootstrapUserSchema.nullable(),
  needs_setup: z.boolean(),
  common: z.object({
    feature_flags: z.record(z.string(), z.boolean()),
    conf: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
    flash_messages: z.array(z.string()),
  }),
});
export type BootstrapPayload = z.infer<typeof bootstrapPayloadSchema>;

/** `GET /api/v1/bootstrap/` and the answers of signing in and out with a session. */
export const bootstrapResponseSchema = z.object({ result: bootstrapPayloadSchema });
