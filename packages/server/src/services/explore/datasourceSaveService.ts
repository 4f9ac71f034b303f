import { z } from 'zod';
import {
  datasetColumnSchema,
  datasetMetricSchema,
  datasetUpdateSchema,
  parseExtraJson,
  parseJsonObject,
  rowIdSchema,
  type ExploreDatasource,
} from '@sightline/core';
import { loadDatasets } from '../../repos/datasetRepo.js';
import { SUPPORTED_DATASOURCE_TYPES } from '../chartData/chartDataSource.js';
import { datasetService } from '../datasetService.js';
import { assertSignedIn, hasPermission, isAdmin } from '../access.js';
import { ApiError, badRequest, parseBody, unprocessable } from '../../apiError.js';
import { oneOrNotFound, type ServiceContext } from '../resourceService.js';
import { loadExploreDatasource } from './exploreDatasource.js';
import { EXPLORE_MESSAGES } from './messages.js';

/**
 * `POST /datasource/save/`, the Edit dataset modal's save: the whole dataset as the
 * modal holds it (ExploreDatasource-like, owners as ids, certification as plain fields or in `extra`)
 * is turned into a dataset update and written by datasetService in one transaction.
 */

/** Text that must hold a JSON object, or the object itself. */
const extraJson = z
  .union([
    z
      .string()
      .refine((text) => text.trim() === '' || parseJsonObject(text) !== null, EXPLORE_MESSAGES.jsonNotValid),
    z.record(z.string(), z.unknown()),
  ])
  .nullable()
  .optional();

const optionalText = z.string().nullable().optional();
const certificationFields = {
  certified_by: optionalText,
  certification_details: optionalText,
  warning_markdown: optionalText,
  extra: extraJson,
};

const savedColumnSchema = datasetColumnSchema.extend(certificationFields);
const savedMetricSchema = datasetMetricSchema.extend({
  ...certificationFields,
  currency: z
    .union([z.string(), z.looseObject({ symbol: z.string() })])
    .nullable()
    .optional(),
});
type CertifiedItem = z.output<typeof savedColumnSchema> | z.output<typeof savedMetricSchema>;

const ownerId = z.union([
  rowIdSchema,
  z.object({ id: rowIdSchema }).transform((o) => o.id),
  z.object({ value: rowIdSchema }).transform((o) => o.value),
]);

export const savedDatasetSchema = datasetUpdateSchema
  .omit({ columns: true, metrics: true, owners: true, extra: true, cache_timeout: true })
  .extend({
    id: rowIdSchema,
    type: z
      .string()
      .refine((type) => SUPPORTED_DATASOURCE_TYPES.has(type), { message: 'Unsupported datasource type' })
      .optional(),
    /** The explore payload's name for filter_select_enabled. */
    filter_select: z.boolean().optional(),
    // The modal sends '' for a cleared cache timeout.
    cache_timeout: z
      .union([z.number().int().min(0), z.literal('')])
      .nullable()
      .optional(),
    extra: extraJson,
    owners: z.array(ownerId).optional(),
    columns: z.array(savedColumnSchema).optional(),
    metrics: z.array(savedMetricSchema).optional(),
  });

const extraText = (extra: string | Record<string, unknown> | null | undefined) =>
  extra === undefined
    ? undefined
    : typeof extra === 'string' || extra === null
      ? extra || null
      : JSON.stringify(extra);

/**
 * The item's `extra` JSON with its certification and warning: the plain fields, when given, win over what
 * `extra` holds (the modal edits the fields; the `extra` it sends back is what it loaded).
 */
export function extraWithCertification(item: {
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
  extra?: string | Record<string, unknown> | null;
}): string | null {
  const extra = typeof item.extra === 'string' ? parseExtraJson(item.extra) : { ...(item.extra ?? {}) };
  if (item.certified_by !== undefined || item.certification_details !== undefined) {
    delete extra.certification;
    if (item.certified_by || item.certification_details) {
      extra.certification = {
        certified_by: item.certified_by || null,
        details: item.certification_details || null,
      };
    }
  }
  if (item.warning_markdown !== undefined) {
    delete extra.warning_markdown;
    if (item.warning_markdown) extra.warning_markdown = item.warning_markdown;
  }
  return Object.keys(extra).length > 0 ? JSON.stringify(extra) : null;
}

/** A column or metric without the lifted fields, with its `extra` rebuilt. */
function withExtra<T extends CertifiedItem>(item: T) {
  const { certified_by: _c, certification_details: _d, warning_markdown: _w, ...rest } = item;
  return { ...rest, extra: extraWithCertification(item) };
}

/** The saved dataset as a datasetUpdateSchema body. */
function toDatasetUpdate(input: z.output<typeof savedDatasetSchema>) {
  const {
    id: _id,
    type: _type,
    filter_select,
    cache_timeout,
    extra,
    owners,
    columns,
    metrics,
    ...fields
  } = input;
  return {
    ...fields,
    ...(fields.schema !== undefined ? { schema: fields.schema || null } : {}),
    ...(cache_timeout !== undefined ? { cache_timeout: cache_timeout === '' ? null : cache_timeout } : {}),
    ...(fields.filter_select_enabled === undefined && filter_select !== undefined
      ? { filter_select_enabled: filter_select }
      : {}),
    ...(extra !== undefined ? { extra: extraText(extra) } : {}),
    owners,
    columns: columns?.map((column) => {
      const saved = withExtra(column);
      // A calculated column is one with an expression; an empty one means a physical column.
      return { ...saved, expression: saved.expression?.trim() ? saved.expression : null };
    }),
    metrics: metrics?.map((metric) => {
      const saved = withExtra(metric);
      const currency =
        typeof saved.currency === 'object' && saved.currency
          ? JSON.stringify(saved.currency)
          : saved.currency;
      return { ...saved, currency: currency || null };
    }),
  };
}

/** The `data` field: JSON text (a form field or a JSON string) or an object. 400 when missing or not JSON. */
export function readSaveData(body: unknown): unknown {
  const data = body && typeof body === 'object' ? (body as Record<string, unknown>).data : undefined;
  if (data === undefined || data === null || data === '') throw badRequest(EXPLORE_MESSAGES.missingDataField);
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    throw badRequest(EXPLORE_MESSAGES.dataNotJson);
  }
}

/**
 * Saves the dataset; answers it as explore reads it. 401; 422 for invalid fields or duplicate names; 404;
 * 403 unless an owner or an admin with can_write on Dataset; 422 when it is managed externally.
 */
export async function saveDatasource(ctx: ServiceContext, body: unknown): Promise<ExploreDatasource> {
  const user = assertSignedIn(ctx.user);
  const data = readSaveData(body);
  const input = parseBody(savedDatasetSchema, data);
  const db = ctx.deps.db;
  const dataset = await oneOrNotFound(loadDatasets(db, [input.id], { withColumns: false }));
  const owner = dataset.owners.some((o) => o.id === user.id);
  if (!hasPermission(user, 'can_write', 'Dataset') || !(owner || isAdmin(user)))
    throw new ApiError(403, { message: EXPLORE_MESSAGES.saveForbidden });
  if (dataset.is_managed_externally) throw unprocessable(EXPLORE_MESSAGES.managedExternally);
  await datasetService.update(ctx, input.id, toDatasetUpdate(input));
  return (await loadExploreDatasource(db, input.id))!;
}
