import {
  dynamicPluginCreateSchema,
  dynamicPluginMessages,
  dynamicPluginUpdateSchema,
  type DynamicPlugin,
  type DynamicPluginReadResponse,
} from '@sightline/core';
import {
  conflictingDynamicPluginFields,
  deleteDynamicPlugin,
  findDynamicPlugin,
  insertDynamicPlugin,
  listDynamicPlugins,
  updateDynamicPlugin,
  type DynamicPluginField,
  type DynamicPluginValues,
} from '../repos/dynamicPluginRepo.js';
import { nowIso } from '../repos/timestamps.js';
import type { AppDeps, AuthUser } from '../appDeps.js';
import type { MetadataDb } from '../repos/metadataDb.js';
import { assertSignedIn, isAdmin } from './access.js';
import { forbidden, notFound, parseBody, unprocessable } from '../apiError.js';

/**
 * Dynamic chart plugins. Behind the DYNAMIC_PLUGINS feature flag: with it off, the
 * feature does not exist (404 before any other check, so nothing is revealed). Any signed-in user may
 * read the list, since every browser loads the bundles; only admins change it, because a bundle runs as
 * code in every user's session.
 */

export interface DynamicPluginContext {
  deps: AppDeps;
  user: AuthUser | null;
}

function assertEnabled(ctx: DynamicPluginContext): void {
  if (!ctx.deps.config.featureFlags.DYNAMIC_PLUGINS) throw notFound();
}

function assertAdmin(ctx: DynamicPluginContext): AuthUser {
  assertEnabled(ctx);
  const user = assertSignedIn(ctx.user);
  if (!isAdmin(user)) throw forbidden();
  return user;
}

const DUPLICATE_MESSAGES: Record<DynamicPluginField, (value: string) => string> = {
  name: dynamicPluginMessages.duplicateName,
  key: dynamicPluginMessages.duplicateKey,
  bundle_url: dynamicPluginMessages.duplicateBundleUrl,
};

/** 422 naming each unique field another plugin already uses. */
async function assertUnique(
  ctx: DynamicPluginContext,
  values: Partial<DynamicPluginValues>,
  exceptId?: number,
): Promise<void> {
  const taken = await conflictingDynamicPluginFields(ctx.deps.db, values, exceptId);
  if (taken.length === 0) return;
  throw unprocessable(
    Object.fromEntries(taken.map((field) => [field, [DUPLICATE_MESSAGES[field](values[field]!)]])),
  );
}

/**
 * Runs a write; when the database refuses it, a concurrent write may have taken a unique value after
 * assertUnique looked, so that is checked again and reported as 422 rather than a 500.
 */
async function writeUnique<T>(
  ctx: DynamicPluginContext,
  values: Partial<DynamicPluginValues>,
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  await assertUnique(ctx, values, exceptId);
  try {
    return await write();
  } catch (error) {
    await assertUnique(ctx, values, exceptId);
    throw error;
  }
}

/** The plugin `id` names, or 404 (`id` is null when the URL did not name a row at all). */
async function existing(ctx: DynamicPluginContext, id: number | null): Promise<DynamicPlugin> {
  const plugin = id === null ? null : await findDynamicPlugin(ctx.deps.db, id);
  if (!plugin) throw notFound();
  return plugin;
}

export const dynamicPluginService = {
  async list(ctx: DynamicPluginContext): Promise<DynamicPluginReadResponse> {
    assertEnabled(ctx);
    assertSignedIn(ctx.user);
    const plugins = await listDynamicPlugins(ctx.deps.db);
    return { count: plugins.length, ids: plugins.map((plugin) => plugin.id), result: plugins };
  },

  async create(ctx: DynamicPluginContext, body: unknown): Promise<DynamicPlugin> {
    const user = assertAdmin(ctx);
    const values = parseBody(dynamicPluginCreateSchema, body);
    const id = await writeUnique(ctx, values, undefined, () =>
      insertDynamicPlugin(ctx.deps.db, values, { userId: user.id, now: nowIso() }),
    );
    return { id, ...values };
  },

  async update(ctx: DynamicPluginContext, id: number | null, body: unknown): Promise<DynamicPlugin> {
    const user = assertAdmin(ctx);
    const current = await existing(ctx, id);
    const changes = parseBody(dynamicPluginUpdateSchema, body);
    if (Object.keys(changes).length === 0) return current;
    const updated = await writeUnique(ctx, changes, current.id, () =>
      updateDynamicPlugin(ctx.deps.db, current.id, changes, { userId: user.id, now: nowIso() }),
    );
    // Deleted meanwhile: 404, as a read after the write would answer.
    if (!updated) throw notFound();
    return { ...current, ...changes };
  },

  async remove(ctx: DynamicPluginContext, id: number | null): Promise<void> {
    assertAdmin(ctx);
    if (id === null || !(await deleteDynamicPlugin(ctx.deps.db, id))) throw notFound();
  },
};

/** Where the registered dynamic plugins' bundles load from (the app page's script sources). */
export async function dynamicPluginBundleUrls(db: MetadataDb): Promise<string[]> {
  return (await listDynamicPlugins(db)).map((plugin) => plugin.bundle_url);
}
