export { ROLE_CATALOGUE, type PermissionPair } from './roleCatalogue.js';
export { syncRoles } from './syncRoles.js';
export { loadAuthUser, loadUserRoles } from './loadAuthUser.js';
