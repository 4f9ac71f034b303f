import { DATA_ACCESS_PERMISSIONS } from '@sightline/core';
import type { AppDeps } from '../appDeps.js';
import { changeRoleGrant, datasetAccessView } from '../services/roleService.js';

/**
 * Grants a role read access to datasets (`datasource_access`), as an admin would with the CLI: tests whose
 * Gamma or sql_lab users read example data say so in their setup, since those roles read nothing by
 * default.
 */
export async function grantDatasetAccess(
  deps: AppDeps,
  role: string,
  datasetIds: readonly number[],
): Promise<void> {
  for (const id of datasetIds) {
    const view = await datasetAccessView(deps.db, String(id));
    await changeRoleGrant(deps, { role, permission: DATA_ACCESS_PERMISSIONS.datasource, view }, true);
  }
}
