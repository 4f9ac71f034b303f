import { DATA_ACCESS_PERMISSIONS } from '@sightline/core';
import { syncRolePermissions } from '../repos/builtInRoleRepo.js';
import type { MetadataDb } from '../repos/metadataDb.js';
import { ROLE_CATALOGUE } from './roleCatalogue.js';

const DATA_PERMISSIONS = new Set<string>(Object.values(DATA_ACCESS_PERMISSIONS));

/**
 * Seeds the built-in roles and makes their permissions match the catalogue, and registers the data
 * permission views of every dataset, schema and database. Data-access grants an admin made to a built-in
 * role (Gamma reading a dataset) are kept; any other drift is undone. Idempotent and safe when two
 * processes start at once (inserts ignore conflicts; all in one transaction). Roles not in the catalogue
 * are left alone.
 */
export async function syncRoles(db: MetadataDb): Promise<void> {
  await syncRolePermissions(db, ROLE_CATALOGUE, DATA_PERMISSIONS);
}
