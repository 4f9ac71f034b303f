import { describe, expect, it } from 'vitest';
import type { BootstrapUser } from './bootstrap';
import { selectedNavKey, visibleNavigation } from './navigation';

const userWith = (permissions: string[]): BootstrapUser => ({
  id: 1,
  username: 'u',
  first_name: 'U',
  last_name: 'V',
  email: 'u@example.com',
  roles: [],
  permissions,
});

describe('visibleNavigation', () => {
  it('shows everything an admin-like user can read', () => {
    const nav = visibleNavigation(
      userWith([
        'can_read:Dashboard',
        'can_read:Chart',
        'can_read:Dataset',
        'can_execute_sql_query:SQLLab',
        'can_read:SavedQuery',
        'can_read:Database',
      ]),
    );
    expect(nav.main.map((entry) => entry.label)).toEqual(['Dashboards', 'Charts', 'Datasets', 'SQL']);
    expect(nav.main[3]).toMatchObject({ children: [{ label: 'SQL Lab' }, { label: 'Saved queries' }] });
    expect(nav.settings.map((entry) => entry.label)).toEqual(['Databases']);
  });

  it('hides what a Gamma user cannot read, and the SQL group when it would be empty', () => {
    const nav = visibleNavigation(userWith(['can_read:Dashboard', 'can_read:Chart', 'can_read:Dataset']));
    expect(nav.main.map((entry) => entry.label)).toEqual(['Dashboards', 'Charts', 'Datasets']);
    expect(nav.settings).toEqual([]);
  });

  it('lists Plugins in Settings for admins, only while DYNAMIC_PLUGINS is on', () => {
    const admin = { ...userWith(['can_read:Database']), roles: ['Admin'] };
    expect(visibleNavigation(admin, { DYNAMIC_PLUGINS: true }).settings).toEqual([
      { key: 'databases', label: 'Databases', path: '/databaseview/list/' },
      { key: 'plugins', label: 'Plugins', path: '/dynamic-plugins/list/' },
    ]);
    expect(visibleNavigation(admin, { DYNAMIC_PLUGINS: false }).settings.map((link) => link.key)).toEqual([
      'databases',
    ]);
    const alpha = { ...userWith(['can_read:Database']), roles: ['Alpha'] };
    expect(visibleNavigation(alpha, { DYNAMIC_PLUGINS: true }).settings.map((link) => link.key)).toEqual([
      'databases',
    ]);
    expect(selectedNavKey('/dynamic-plugins/list/')).toBe('plugins');
  });

  it('shows SQL Lab only to users who may run SQL there, not to those who may only read its history', () => {
    const reader = visibleNavigation(userWith(['can_read:SQLLab', 'can_read:SavedQuery']));
    expect(reader.main[0]).toMatchObject({ children: [{ label: 'Saved queries' }] });
    const runner = visibleNavigation(userWith(['can_execute_sql_query:SQLLab']));
    expect(runner.main[0]).toMatchObject({ children: [{ key: 'sqllab', path: '/sqllab/' }] });
  });

  it('shows nothing to anonymous visitors', () => {
    expect(visibleNavigation(null)).toEqual({ main: [], settings: [] });
  });
});

describe('selectedNavKey', () => {
  it('maps list paths to their menu entry', () => {
    expect(selectedNavKey('/tablemodelview/list/')).toBe('datasets');
    expect(selectedNavKey('/superset/dashboard/3/')).toBe('dashboards');
    expect(selectedNavKey('/')).toBeUndefined();
  });
});
