import { z } from 'zod';
import {
  chartDataResultSchema,
  columnValuesResponseSchema,
  dashboardPermalinkStateSchema,
  explorePermalinkStateSchema,
  listResponseSchema,
} from '@sightline/core';

/**
 * Reply schemas that document what the server answers where no browser code reads a typed reply; the
 * replies the web app reads are core's schemas.
 */

/**
 * `GET /api/v1/dashboard/permalink/{key}`: the dashboard and its saved state, which names it too; the
 * state is stored with Superset's names only.
 */
export const dashboardPermalinkValueResponseSchema = z.object({
  dashboardId: z.string(),
  state: dashboardPermalinkStateSchema
    .omit({ filterState: true, hash: true })
    .extend({ dashboardId: z.string() }),
});

/** `GET /api/v1/explore/permalink/{key}`: the stored state with the chart and dataset it names. */
export const explorePermalinkValueResponseSchema = z.object({
  chartId: z.number().int().nullable(),
  datasourceId: z.number().int(),
  datasourceType: z.string(),
  datasource: z.string(),
  state: explorePermalinkStateSchema,
});

const filterSetFieldsSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  json_metadata: z.string(),
  owner_type: z.enum(['User', 'Dashboard']),
  owner_id: z.number().int(),
});

/** `GET /api/v1/dashboard/{id}/filtersets`: the sets the user may see, `params` being json_metadata parsed. */
export const filterSetListResponseSchema = z.object({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(
    filterSetFieldsSchema.extend({
      id: z.number().int(),
      params: z.record(z.string(), z.unknown()),
      dashboard_id: z.number().int(),
      created_on: z.string(),
      changed_on: z.string(),
      created_by_fk: z.number().int().nullable(),
      changed_by_fk: z.number().int().nullable(),
    }),
  ),
});

/** The answer of creating a filter set (all its fields) or changing one (the fields sent). */
export const filterSetWriteResponseSchema = z.object({
  id: z.number().int(),
  result: filterSetFieldsSchema.partial(),
});

/** `GET /api/v1/dataset/{pk}/samples`: the samples query's result, or `{}` when there is none. */
export const datasetSamplesResponseSchema = z.object({ result: chartDataResultSchema.partial() });

/** Legacy `GET /superset/filter/{type}/{id}/{column}/`: the values as a bare list. */
export const legacyColumnValuesResponseSchema = columnValuesResponseSchema.shape.result;

/** Legacy favstar: 1 when the object is (now) a favorite, else 0. */
export const favstarResponseSchema = z.object({ count: z.union([z.literal(0), z.literal(1)]) });

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
