import { z } from 'zod';
import { listResponseSchema } from '@sightline/core';

/**
 * Reply schemas that document what the server answers where no browser code reads a typed reply; the
 * replies the web app reads are core's schemas.
 */

const roleSchema = z.object({ id: z.number().int(), name: z.string() });

/** `GET /api/v1/security/roles/`. */
export const roleListResponseSchema = listResponseSchema(roleSchema);

/** `GET /api/v1/security/roles/{pk}`. */
export const roleResponseSchema = z.object({
  id: z.number().int(),
  result: roleSchema,
  show_columns: z.array(z.string()),
  show_title: z.string(),
});

/** The answer of creating or renaming a role. */
export const roleWriteResponseSchema = z.object({
  id: z.number().int(),
  result: z.object({ name: z.string() }),
});

/** `GET /api/v1/security/roles/{pk}/permissions`: the (permission, view) pairs the role grants. */
export const rolePermissionsResponseSchema = z.object({
  result: z.array(
    z.object({ id: z.number().int(), permission_name: z.string(), view_menu_name: z.string() }),
  ),
});

/** `POST /api/v1/security/roles/{pk}/permissions`: the list now granted, as sent. */
export const rolePermissionsSetResponseSchema = z.object({
  result: z.object({ permission_view_menu_ids: z.array(z.number().int()) }),
});

/** `GET /api/v1/security/permissions-resources/`. */
export const permissionResourceListResponseSchema = listResponseSchema(
  z.object({
    id: z.number().int(),
    permission: z.object({ name: z.string() }),
    view_menu: z.object({ name: z.string() }),
  }),
);
