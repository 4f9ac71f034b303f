import { describe, expect, it } from 'vitest';
import { canEditDataset, isAdmin, ownsDataset } from './datasetOwnership';

const dataset = { owners: [{ id: 2, first_name: 'O', last_name: 'W', username: 'ow' }] };

describe('dataset ownership', () => {
  it('counts a user as admin when any role name equals admin, ignoring case', () => {
    expect(isAdmin({ roles: ['Gamma', 'Admin'] })).toBe(true);
    expect(isAdmin({ roles: ['ADMIN'] })).toBe(true);
    expect(isAdmin({ roles: ['admin'] })).toBe(true);
    expect(isAdmin({ roles: ['Administrator', 'Alpha'] })).toBe(false);
    expect(isAdmin({ roles: [] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('matches dataset owners by user id', () => {
    expect(ownsDataset({ id: 2 }, dataset)).toBe(true);
    expect(ownsDataset({ id: 3 }, dataset)).toBe(false);
    expect(ownsDataset(null, dataset)).toBe(false);
  });

  it('allows editing to owners and admins only', () => {
    expect(canEditDataset({ id: 2, roles: ['Gamma'] }, dataset)).toBe(true);
    expect(canEditDataset({ id: 9, roles: ['admin'] }, dataset)).toBe(true);
    expect(canEditDataset({ id: 9, roles: ['Alpha'] }, dataset)).toBe(false);
    expect(canEditDataset({ id: 9, roles: ['Alpha'] }, { owners: [] })).toBe(false);
    expect(canEditDataset(null, dataset)).toBe(false);
  });
});
