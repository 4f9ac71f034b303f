import { z } from 'zod';
import {
  chartCreateSchema,
  chartListItemSchema,
  chartUpdateSchema,
  dashboardCreateSchema,
  dashboardDetailSchema,
  dashboardListItemSchema,
  dashboardSaveResponseSchema,
  dashboardUpdateSchema,
  databaseCreateSchema,
  databaseListItemSchema,
  databaseUpdateSchema,
  datasetCreateSchema,
  datasetListItemSchema,
  datasetUpdateSchema,
  distinctResponseSchema,
  infoResponseSchema,
  itemResponseSchema,
  listResponseSchema,
  messageResponseSchema,
  relatedResponseSchema,
  savedQueryCreateSchema,
  savedQueryListItemSchema,
  savedQueryUpdateSchema,
} from '@sightline/core';

/** A resource's request bodies and items, as core declares them. */
interface ResourceContract {
  item: z.ZodObject;
  /** What `GET <base>/{id}` answers when it is more than the item (a dashboard with its owners' usernames). */
  detail?: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  /** What `PUT <base>/{id}` answers when it is not `{id, result: <list item>}` (a dashboard's save). */
  updateAnswer?: z.ZodType;
}

const CONTRACTS: Readonly<Record<string, ResourceContract>> = {
  chart: { item: chartListItemSchema, create: chartCreateSchema, update: chartUpdateSchema },
  dashboard: {
    item: dashboardListItemSchema,
    detail: dashboardDetailSchema,
    create: dashboardCreateSchema,
    update: dashboardUpdateSchema,
    updateAnswer: dashboardSaveResponseSchema,
  },
  dataset: { item: datasetListItemSchema, create: datasetCreateSchema, update: datasetUpdateSchema },
  database: { item: databaseListItemSchema, create: databaseCreateSchema, update: databaseUpdateSchema },
  saved_query: {
    item: savedQueryListItemSchema,
    create: savedQueryCreateSchema,
    update: savedQueryUpdateSchema,
  },
};

/** Superset's list-style endpoints take their arguments as one rison value in `q`. */
export const risonQuerystring = z.object({
  q: z.string().optional().describe('Rison-encoded arguments (filters, order, page, columns).'),
});

/** The route schemas of the endpoints every resource shares (resourceEndpoints.ts). */
export function resourceEndpointSchemas(resource: string) {
  const contract = Object.hasOwn(CONTRACTS, resource) ? CONTRACTS[resource] : undefined;
  if (!contract) throw new Error(`No API contract for resource ${resource}`);
  // A list item and the answer of a write hold only the columns asked for (or none when gone).
  const partialItem = contract.item.partial();
  return {
    list: { querystring: risonQuerystring, response: { 200: listResponseSchema(partialItem) } },
    create: { body: contract.create, response: { 201: itemResponseSchema(partialItem) } },
    deleteMany: { querystring: risonQuerystring, response: { 200: messageResponseSchema } },
    info: { querystring: risonQuerystring, response: { 200: infoResponseSchema.partial() } },
    related: { querystring: risonQuerystring, response: { 200: relatedResponseSchema } },
    distinct: { querystring: risonQuerystring, response: { 200: distinctResponseSchema } },
    get: { response: { 200: itemResponseSchema(contract.detail ?? contract.item) } },
    update: {
      body: contract.update,
      response: { 200: contract.updateAnswer ?? itemResponseSchema(partialItem) },
    },
    delete: { response: { 200: messageResponseSchema } },
  };
}
