import { describe, expect, it } from 'vitest';
import {
  canAccessDataset,
  dataAccessGrants,
  datasetPermissionView,
  databasePermissionView,
  schemaPermissionView,
  canEditDashboard,
  canWriteOwned,
  hasPermission,
  isAdmin,
  isDashboardEditMode,
  isDatasetOwner,
  permissionFlags,
  type PermissionSubject,
} from './permissions.js';

const user = (roles: string[], permissions: string[], id = 7, username = 'ann'): PermissionSubject => ({
  id,
  username,
  roles,
  permissions: new Set(permissions),
});

describe('isAdmin', () => {
  it('is true when any role is named admin, case-insensitively', () => {
    expect(isAdmin(user(['Gamma', 'ADMIN'], []))).toBe(true);
    expect(isAdmin(user(['admin'], []))).toBe(true);
    expect(isAdmin(user(['Alpha', 'Administrators'], []))).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('hasPermission', () => {
  it('looks up the (permission, view) pair in a set or an array', () => {
    expect(hasPermission(user([], ['can_read:Chart']), 'can_read', 'Chart')).toBe(true);
    expect(hasPermission(user([], ['can_read:Chart']), 'can_write', 'Chart')).toBe(false);
    expect(
      hasPermission(
        { id: 1, username: 'a', roles: [], permissions: ['can_read:Chart'] },
        'can_read',
        'Chart',
      ),
    ).toBe(true);
    expect(hasPermission(undefined, 'can_read', 'Chart')).toBe(false);
  });

  it('does not treat admin role names as a wildcard', () => {
    expect(hasPermission(user(['Admin'], []), 'can_read', 'Chart')).toBe(false);
  });
});

describe('canWriteOwned', () => {
  const writer = user(['Gamma'], ['can_write:Chart']);
  it('needs can_write on the view and ownership', () => {
    expect(canWriteOwned(writer, 'Chart', [7])).toBe(true);
    expect(canWriteOwned(writer, 'Chart', [8])).toBe(false);
    expect(canWriteOwned(writer, 'Dashboard', [7])).toBe(false);
  });
  it('lets admins write what they do not own, but not without can_write', () => {
    expect(canWriteOwned(user(['Admin'], ['can_write:Chart']), 'Chart', [])).toBe(true);
    expect(canWriteOwned(user(['Admin'], []), 'Chart', [])).toBe(false);
    expect(canWriteOwned(null, 'Chart', [7])).toBe(false);
  });
});

describe('isDatasetOwner', () => {
  it('matches by user id or admin', () => {
    expect(isDatasetOwner(user(['Alpha'], []), [7])).toBe(true);
    expect(isDatasetOwner(user(['Alpha'], []), [1, 2])).toBe(false);
    expect(isDatasetOwner(user(['admin'], []), [])).toBe(true);
    expect(isDatasetOwner(null, [7])).toBe(false);
  });
});

describe('canEditDashboard (dash_edit_perm)', () => {
  const owners = [{ id: 99, username: 'ann' }];
  it('allows owners matched by username with can_write on Dashboard', () => {
    expect(canEditDashboard(user(['Gamma'], ['can_write:Dashboard'], 1, 'ann'), owners)).toBe(true);
  });
  it('refuses owners without can_write and non-owners without admin', () => {
    expect(canEditDashboard(user(['Gamma'], ['can_read:Dashboard'], 1, 'ann'), owners)).toBe(false);
    expect(canEditDashboard(user(['Gamma'], ['can_write:Dashboard'], 99, 'bob'), owners)).toBe(false);
  });
  it('allows admins with can_write regardless of ownership', () => {
    expect(canEditDashboard(user(['Admin'], ['can_write:Dashboard'], 1, 'zed'), owners)).toBe(true);
    expect(canEditDashboard(user(['Admin'], [], 1, 'zed'), owners)).toBe(false);
  });
});

describe('isDashboardEditMode', () => {
  it('needs edit permission plus edit=true in the URL', () => {
    expect(isDashboardEditMode(true, new URLSearchParams('edit=true'))).toBe(true);
    expect(isDashboardEditMode(true, new URLSearchParams(''))).toBe(false);
    expect(isDashboardEditMode(false, new URLSearchParams('edit=true'))).toBe(false);
  });
});

describe('permissionFlags', () => {
  it('computes each flag from the Superset view permissions', () => {
    const flags = permissionFlags(
      user(['Gamma'], ['can_explore:Superset', 'can_csv:Superset', 'can_save_dash:Chart']),
    );
    expect(flags).toEqual({
      can_save_dash: false,
      can_share_dashboard: false,
      can_explore: true,
      can_share_chart: false,
      can_csv: true,
      can_slice: false,
    });
    const all = permissionFlags(
      user(
        ['Admin'],
        [
          'can_save_dash',
          'can_share_dashboard',
          'can_explore',
          'can_share_chart',
          'can_csv',
          'can_slice',
        ].map((p) => `${p}:Superset`),
      ),
    );
    expect(Object.values(all).every(Boolean)).toBe(true);
    expect(Object.values(permissionFlags(null)).some(Boolean)).toBe(false);
  });
});

describe('data access', () => {
  const births = { id: 3, databaseId: 1, databaseName: 'examples', schema: 'main' };
  const stock = { id: 9, databaseId: 2, databaseName: 'warehouse', schema: null };

  it('names views as Superset does and reads grants by the ids they end with', () => {
    expect(datasetPermissionView('examples', 'births', 3)).toBe('[examples].[births](id:3)');
    expect(schemaPermissionView('examples', 'main')).toBe('[examples].[main]');
    expect(databasePermissionView('warehouse', 2)).toBe('[warehouse].(id:2)');
    const grants = dataAccessGrants([
      'can_read:Chart',
      'datasource_access:[old name].[births](id:3)',
      'database_access:[warehouse].(id:2)',
      'schema_access:[examples].[main]',
    ]);
    expect(grants).toEqual({
      all: false,
      datasetIds: new Set([3]),
      databaseIds: new Set([2]),
      schemas: new Set(['[examples].[main]']),
    });
  });

  it('covers a dataset by any of the four grants, and nothing else', () => {
    const none = dataAccessGrants(['can_read:Chart', 'can_read:Dataset']);
    expect(canAccessDataset(none, births)).toBe(false);
    expect(canAccessDataset(dataAccessGrants(['all_datasource_access:all_datasource_access']), stock)).toBe(
      true,
    );
    expect(canAccessDataset(dataAccessGrants(['all_database_access:all_database_access']), stock)).toBe(true);
    expect(canAccessDataset(dataAccessGrants(['datasource_access:[x].[y](id:3)']), births)).toBe(true);
    expect(canAccessDataset(dataAccessGrants(['datasource_access:[x].[y](id:33)']), births)).toBe(false);
    expect(canAccessDataset(dataAccessGrants(['schema_access:[examples].[main]']), births)).toBe(true);
    expect(canAccessDataset(dataAccessGrants(['schema_access:[warehouse].[main]']), births)).toBe(false);
    expect(canAccessDataset(dataAccessGrants(['database_access:[warehouse].(id:2)']), stock)).toBe(true);
    expect(canAccessDataset(dataAccessGrants(['database_access:[warehouse].(id:2)']), births)).toBe(false);
  });
});
