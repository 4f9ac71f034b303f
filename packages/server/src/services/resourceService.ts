import { z } from 'zod';
import {
  jsonNestsDeeperThan,
  ListQueryError,
  type DistinctResponse,
  type ListFilter,
  type ListQuery,
  type ListResponse,
} from '@sightline/core';
import type { MetadataDb, RowCondition } from '../repos/metadataDb.js';
import { searchDatabases } from '../repos/databaseRepo.js';
import { distinctValues } from '../repos/distinctValues.js';
import type { AppDeps, AuthUser } from '../appDeps.js';
import type { OwnedResourceType } from '../repos/schema.js';
import type { ListDeclaration, ListTable } from '../repos/listQuery/listDeclaration.js';
import { runListQuery } from '../repos/listQuery/compileListQuery.js';
import { existingIds } from '../repos/existingIds.js';
import { loadOwnerIds } from '../repos/owners.js';
import { existingUserIds, searchUsers } from '../repos/userRefs.js';
import { assertOwnerOrAdmin, assertPermission, isAdmin } from './access.js';
import { badRequest, notFound, unprocessable } from '../apiError.js';

export type RelatedKind = 'users' | 'databases';

/** `related/<col>` of charts, dashboards and datasets: their owners and audit users. */
export const OWNED_RESOURCE_RELATED_COLUMNS = {
  owners: 'users',
  created_by: 'users',
  changed_by: 'users',
} as const satisfies Record<string, RelatedKind>;

/** Who is calling and with what: every service call receives it. */
export interface ServiceContext {
  deps: AppDeps;
  user: AuthUser | null;
}

/**
 * What the generic resource routes need from one resource (chart, dashboard, dataset, database,
 * saved_query). Each resource's service implements it; list, `_info`, related, distinct and bulk delete
 * are then the same code for all of them.
 */
export interface ResourceService<Item extends { id: number } = { id: number }> {
  /** URL segment: `chart` in `/api/v1/chart/`. */
  resource: string;
  /** FAB view name for permissions: `Chart`. */
  view: string;
  listTitle: string;
  /** Nouns for "Deleted 1 chart" / "Deleted 2 charts". */
  singular: string;
  plural: string;
  table: ListTable;
  listDeclaration: ListDeclaration;
  listColumns: string[];
  /** `related/<col>` columns and what they list: users (owners, created_by, ...) or databases. */
  relatedColumns: Readonly<Record<string, RelatedKind>>;
  /** `distinct/<col>` columns and the SQL column they read. */
  distinctColumns: Readonly<Record<string, string>>;
  /** Filters always applied for the caller (saved queries: only one's own). */
  baseFilters?(user: AuthUser): ListFilter[];
  /** The rows the caller may see at all (data access, drafts); null or absent: every row. */
  accessScope?(user: AuthUser): RowCondition | null;
  loadListItems(db: MetadataDb, ids: readonly number[]): Promise<Item[]>;
  /** The full item; 404 when missing. */
  get(ctx: ServiceContext, id: number): Promise<Item>;
  create(ctx: ServiceContext, body: unknown): Promise<number>;
  update(ctx: ServiceContext, id: number, body: unknown): Promise<void>;
  /** Checks permission and ownership for every id (404/403), then deletes all in one transaction. */
  deleteMany(ctx: ServiceContext, ids: readonly number[]): Promise<void>;
}

export async function listResource<Item extends { id: number }>(
  service: ResourceService<Item>,
  ctx: ServiceContext,
  query: ListQuery,
): Promise<ListResponse<Partial<Item>>> {
  const user = assertPermission(ctx.user, 'can_read', service.view);
  const filters = [...(service.baseFilters?.(user) ?? []), ...query.filters];
  const scope = service.accessScope?.(user);
  const page = await runListQuery(
    ctx.deps.db,
    service.listDeclaration,
    { ...query, filters },
    { userId: user.id },
    scope ? [scope] : [],
  ).catch((error: unknown) => {
    // Unknown columns, operators and ill-typed values are the caller's mistake: 400 naming them.
    throw error instanceof ListQueryError ? badRequest(error.message) : error;
  });
  const items = await service.loadListItems(ctx.deps.db, page.ids);
  // Superset clients may select nested fields (`owners.first_name`); the whole top-level field is sent.
  const selected = query.columns ?? query.select_columns;
  const columns = selected
    ? [...new Set(selected.map((c) => c.split('.')[0] as string))]
    : service.listColumns;
  const result = items.map((item) => {
    const picked: Partial<Item> = {};
    for (const column of columns) {
      // Own fields only: `columns:!(constructor)` names no field.
      if (Object.hasOwn(item, column))
        (picked as Record<string, unknown>)[column] = (item as Record<string, unknown>)[column];
    }
    return picked;
  });
  return {
    count: page.count,
    ids: page.ids,
    result,
    list_columns: columns,
    order_columns: Object.keys(service.listDeclaration.orderColumns),
    label_columns: Object.fromEntries(columns.map((c) => [c, labelOf(c)])),
    description_columns: {},
    list_title: service.listTitle,
  };
}

/** `changed_on_delta_humanized` → "Changed On Delta Humanized", as FAB labels columns. */
function labelOf(column: string): string {
  return column
    .split(/[_.]/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
}

/** 404 unless every id exists. */
export async function assertAllExist(db: MetadataDb, table: ListTable, ids: readonly number[]) {
  const found = new Set(await existingIds(db, table, ids));
  if (ids.some((id) => !found.has(id))) throw notFound();
}

/** The single item of a loader's answer for one id; 404 when there is none. */
export async function oneOrNotFound<Item>(items: Promise<Item[]>): Promise<Item> {
  const [item] = await items;
  if (!item) throw notFound();
  return item;
}

/**
 * A body's references to other resources (a chart's dataset and dashboards, a dataset's or saved query's
 * database) must exist: 422 with `message` on `field` otherwise. Nothing to check for `undefined`.
 */
export async function assertReferencesExist(
  db: MetadataDb,
  table: ListTable,
  ids: number | readonly number[] | undefined,
  field: string,
  message: string,
): Promise<void> {
  if (ids === undefined) return;
  const wanted = typeof ids === 'number' ? [ids] : ids;
  const found = new Set(await existingIds(db, table, wanted));
  if (wanted.some((id) => !found.has(id))) throw unprocessable({ [field]: [message] });
}

/**
 * Writing an owned resource: can_write on the view, every id exists (404), and the caller is an admin or
 * an owner of each (403).
 */
export async function assertCanModifyOwned(
  ctx: ServiceContext,
  view: string,
  table: ListTable,
  type: OwnedResourceType,
  ids: readonly number[],
): Promise<AuthUser> {
  const user = assertPermission(ctx.user, 'can_write', view);
  await assertAllExist(ctx.deps.db, table, ids);
  const owners = await loadOwnerIds(ctx.deps.db, type, ids);
  for (const id of ids) assertOwnerOrAdmin(user, owners.get(id) ?? []);
  return user;
}

/**
 * The owner list of a new resource: the given ids (validated, 422 otherwise) plus the creator, unless an
 * admin chose others; the creator alone when none are given.
 */
export async function resolveOwners(
  db: MetadataDb,
  user: AuthUser,
  requested: readonly number[] | undefined,
): Promise<number[]> {
  if (requested === undefined) return [user.id];
  const found = new Set(await existingUserIds(db, requested));
  if (requested.some((id) => !found.has(id))) throw unprocessable({ owners: ['Owners are invalid'] });
  const owners = [...new Set(requested)];
  if (!isAdmin(user) && !owners.includes(user.id)) owners.push(user.id);
  return owners;
}

/** The owner list an update stores, as resolveOwners does; undefined (keep the owners) when none are given. */
export async function resolveOwnerChange(
  db: MetadataDb,
  user: AuthUser,
  requested: readonly number[] | undefined,
): Promise<number[] | undefined> {
  return requested === undefined ? undefined : resolveOwners(db, user, requested);
}

const JSON_NOT_VALID = 'JSON not valid';

/** Valid JSON, and not nested deeper than the walks that later read it may go. */
function parsesAsJson(text: string): boolean {
  if (jsonNestsDeeperThan(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** JSON text fields (params, json_metadata, position_json) must parse; empty means not set. */
export function assertJsonText(field: string, text: string | null | undefined): void {
  if (text === null || text === undefined || text === '') return;
  if (!parsesAsJson(text)) throw unprocessable({ [field]: [JSON_NOT_VALID] });
}

/** A body field that must be JSON text (Superset's validate_json): 422 'JSON not valid' otherwise. */
export const jsonTextSchema = z.string().refine(parsesAsJson, JSON_NOT_VALID);

/** A search of a picker's options: a contains-text filter and a page. */
export interface SearchOptions {
  filter: string;
  page: number;
  pageSize: number;
}

/** `related/<column>`: the users or databases a resource's pickers offer, matching the search. */
export function relatedOptions(db: MetadataDb, kind: RelatedKind, options: SearchOptions) {
  return kind === 'users' ? searchUsers(db, options) : searchDatabases(db, options);
}

/**
 * `distinct/<column>`: an allow-listed column's values. Values of rows the caller may not see (the
 * schemas of unreadable datasets) are not shown.
 */
export function distinctColumnValues<Item extends { id: number }>(
  db: MetadataDb,
  service: ResourceService<Item>,
  user: AuthUser,
  columnRef: string,
  options: SearchOptions,
): Promise<DistinctResponse> {
  return distinctValues(db, service.table, columnRef, options, service.accessScope?.(user) ?? null);
}
