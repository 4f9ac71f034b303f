import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idListSchema, infoQuerySchema, listQuerySchema, relatedQuerySchema } from '@sightline/core';
import type { AppDeps } from '../../appDeps.js';
import { notFound } from '../../apiError.js';
import { parseIdParam, parseQueryArgument } from '../listQuery/parseQueryArgument.js';
import {
  distinctColumnValues,
  listResource,
  relatedOptions,
  type ResourceService,
  type ServiceContext,
} from '../../services/resourceService.js';
import { assertPermission, viewPermissions } from '../../services/access.js';
import { resourceEndpointSchemas } from './resourceSchemas.js';

/**
 * The endpoints every resource shares, Superset-shaped, wired to a ResourceService:
 * list, get, create, update, delete, bulk delete, `_info`, `related/<col>`, `distinct/<col>`.
 */

export function serviceContext(deps: AppDeps, request: FastifyRequest): ServiceContext {
  return { deps, user: request.user };
}

/**
 * The entry an allow-list holds for a path segment (`related/<col>`, a favstar class name); 404 for any
 * other segment, including names every object inherits (`constructor`).
 */
export function allowListedOr404<V>(allowList: Readonly<Record<string, V>>, key: string): V {
  const value = Object.hasOwn(allowList, key) ? allowList[key] : undefined;
  if (!value) throw notFound();
  return value;
}

/** The `q` of `related/<col>` and `distinct/<col>`: a text filter and a page. */
function searchOptions(request: FastifyRequest) {
  const query = parseQueryArgument(relatedQuerySchema, request);
  return { filter: query.filter, page: query.page, pageSize: query.page_size };
}

export interface ResourceEndpointOptions {
  /** Turns the `:id` path segment into an id (dashboards also accept slugs); default: digits only. */
  resolveId?(param: string): Promise<number>;
  /** The answer of `PUT <base>/:id` after the update; default `{id, result: <list item>}`. */
  updateAnswer?(ctx: ServiceContext, id: number): Promise<object>;
}

export function registerResourceEndpoints<Item extends { id: number }>(
  app: FastifyInstance,
  deps: AppDeps,
  service: ResourceService<Item>,
  options: ResourceEndpointOptions = {},
): void {
  const base = `/api/v1/${service.resource}`;
  const resolveId = options.resolveId ?? (async (param: string) => parseIdParam(param));
  const ctx = (request: FastifyRequest) => serviceContext(deps, request);
  const schemas = resourceEndpointSchemas(service.resource);

  app.get(base, { schema: schemas.list }, async (request) =>
    listResource(service, ctx(request), parseQueryArgument(listQuerySchema, request)),
  );

  app.post(base, { schema: schemas.create }, async (request, reply) => {
    const id = await service.create(ctx(request), request.body);
    const result = await service.loadListItems(deps.db, [id]);
    return reply.status(201).send({ id, result: result[0] ?? {} });
  });

  app.delete(base, { schema: schemas.deleteMany }, async (request) => {
    const ids = [...new Set(parseQueryArgument(idListSchema, request, []))];
    await service.deleteMany(ctx(request), ids);
    return { message: `Deleted ${ids.length} ${ids.length === 1 ? service.singular : service.plural}` };
  });

  app.get(`${base}/_info`, { schema: schemas.info }, async (request) => {
    const user = assertPermission(request.user, 'can_read', service.view);
    const query = parseQueryArgument(infoQuerySchema, request);
    const keys = query.keys ?? ['permissions'];
    return keys.includes('permissions') ? { permissions: viewPermissions(user, service.view) } : {};
  });

  app.get<{ Params: { column: string } }>(
    `${base}/related/:column`,
    { schema: schemas.related },
    async (request) => {
      assertPermission(request.user, 'can_read', service.view);
      const kind = allowListedOr404(service.relatedColumns, request.params.column);
      const options = searchOptions(request);
      return relatedOptions(deps.db, kind, options);
    },
  );

  app.get<{ Params: { column: string } }>(
    `${base}/distinct/:column`,
    { schema: schemas.distinct },
    async (request) => {
      const user = assertPermission(request.user, 'can_read', service.view);
      const columnRef = allowListedOr404(service.distinctColumns, request.params.column);
      return distinctColumnValues(deps.db, service, user, columnRef, searchOptions(request));
    },
  );

  app.get<{ Params: { id: string } }>(`${base}/:id`, { schema: schemas.get }, async (request) => {
    const id = await resolveId(request.params.id);
    return { id, result: await service.get(ctx(request), id) };
  });

  app.put<{ Params: { id: string } }>(`${base}/:id`, { schema: schemas.update }, async (request) => {
    const id = await resolveId(request.params.id);
    await service.update(ctx(request), id, request.body);
    if (options.updateAnswer) return options.updateAnswer(ctx(request), id);
    const result = await service.loadListItems(deps.db, [id]);
    return { id, result: result[0] ?? {} };
  });

  app.delete<{ Params: { id: string } }>(`${base}/:id`, { schema: schemas.delete }, async (request) => {
    const id = await resolveId(request.params.id);
    await service.deleteMany(ctx(request), [id]);
    return { message: 'OK' };
  });
}
