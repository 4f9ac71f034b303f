import type { BootstrapUser, ExploreDatasource } from '@sightline/core';

/** A user is an admin when any role name equals "admin", ignoring case. */
export function isAdmin(user: Pick<BootstrapUser, 'roles'> | null): boolean {
  return !!user && user.roles.some((role) => role.toLowerCase() === 'admin');
}

/** A dataset owner is matched by user id. */
export function ownsDataset(
  user: Pick<BootstrapUser, 'id'> | null,
  datasource: Pick<ExploreDatasource, 'owners'>,
): boolean {
  return !!user && datasource.owners.some((owner) => owner.id === user.id);
}

/** Edit dataset needs dataset ownership or the admin role. */
export function canEditDataset(
  user: Pick<BootstrapUser, 'id' | 'roles'> | null,
  datasource: Pick<ExploreDatasource, 'owners'>,
): boolean {
  return isAdmin(user) || ownsDataset(user, datasource);
}
