import { describe, expect, it } from 'vitest';
import type { BootstrapUser } from './bootstrap';
import { canAccessView, displayName, hasPermission, infoAllows } from './permissions';

const gamma: BootstrapUser = {
  id: 3,
  username: 'gamma',
  first_name: 'Gia',
  last_name: 'Ma',
  email: 'g@example.com',
  roles: ['Gamma'],
  permissions: ['can_read:Chart', 'can_write:Chart', 'can_read:Dashboard', 'can_read:Dataset'],
};

describe('permissions', () => {
  it('checks a permission on a view', () => {
    expect(hasPermission(gamma, 'can_write', 'Chart')).toBe(true);
    expect(hasPermission(gamma, 'can_write', 'Dataset')).toBe(false);
    expect(hasPermission(null, 'can_read', 'Chart')).toBe(false);
  });

  it('tells whether any permission exists on a view', () => {
    expect(canAccessView(gamma, 'Dataset')).toBe(true);
    expect(canAccessView(gamma, 'SQLLab')).toBe(false);
  });

  it('allows nothing while _info is not known', () => {
    expect(infoAllows(undefined, 'can_write')).toBe(false);
    expect(infoAllows(['can_read', 'can_write'], 'can_write')).toBe(true);
    expect(infoAllows(['can_read'], 'can_write')).toBe(false);
  });

  it('names a user by first and last name, else username', () => {
    expect(displayName(gamma)).toBe('Gia Ma');
    expect(displayName({ first_name: '', last_name: '', username: 'admin' })).toBe('admin');
  });
});
