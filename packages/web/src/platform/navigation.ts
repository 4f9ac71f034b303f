import { isAdmin } from '@sightline/core';
import type { BootstrapUser } from './bootstrap';
import { appMessages } from './messages';
import { hasPermission } from './permissions';

export interface NavLink {
  key: string;
  label: string;
  path: string;
}

export interface NavGroup {
  key: string;
  label: string;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;

/**
 * The header menu the user may see: entries without a permission are left out, empty groups too, and
 * entries of features that are switched off (`featureFlags` from the bootstrap object).
 */
export function visibleNavigation(
  user: BootstrapUser | null,
  featureFlags: Readonly<Record<string, boolean>> = {},
): { main: NavEntry[]; settings: NavLink[] } {
  const main: NavEntry[] = [];
  if (hasPermission(user, 'can_read', 'Dashboard'))
    main.push({ key: 'dashboards', label: appMessages.nav.dashboards, path: '/dashboard/list/' });
  if (hasPermission(user, 'can_read', 'Chart'))
    main.push({ key: 'charts', label: appMessages.nav.charts, path: '/chart/list/' });
  if (hasPermission(user, 'can_read', 'Dataset'))
    main.push({ key: 'datasets', label: appMessages.nav.datasets, path: '/tablemodelview/list/' });
  const sql: NavLink[] = [];
  if (hasPermission(user, 'can_execute_sql_query', 'SQLLab'))
    sql.push({ key: 'sqllab', label: appMessages.nav.sqlLab, path: '/sqllab/' });
  if (hasPermission(user, 'can_read', 'SavedQuery'))
    sql.push({ key: 'savedqueries', label: appMessages.nav.savedQueries, path: '/savedqueryview/list/' });
  if (sql.length > 0) main.push({ key: 'sql', label: appMessages.nav.sql, children: sql });
  const settings: NavLink[] = [];
  if (hasPermission(user, 'can_read', 'Database'))
    settings.push({ key: 'databases', label: appMessages.nav.databases, path: '/databaseview/list/' });
  if (featureFlags.DYNAMIC_PLUGINS && isAdmin(user))
    settings.push({ key: 'plugins', label: appMessages.nav.plugins, path: '/dynamic-plugins/list/' });
  return { main, settings };
}

/** The menu key to highlight for a path. */
export function selectedNavKey(pathname: string): string | undefined {
  const prefixes: Array<[string, string]> = [
    ['/dashboard/', 'dashboards'],
    ['/superset/dashboard/', 'dashboards'],
    ['/chart/', 'charts'],
    ['/explore/', 'charts'],
    ['/tablemodelview/', 'datasets'],
    ['/sqllab', 'sqllab'],
    ['/superset/sqllab', 'sqllab'],
    ['/savedqueryview/', 'savedqueries'],
    ['/databaseview/', 'databases'],
    ['/dynamic-plugins/', 'plugins'],
  ];
  return prefixes.find(([prefix]) => pathname.startsWith(prefix))?.[1];
}
