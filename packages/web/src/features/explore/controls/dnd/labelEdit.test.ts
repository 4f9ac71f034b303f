import { describe, expect, it } from 'vitest';
import { commitLabel, effectiveLabel } from './labelEdit';

describe('label edits', () => {
  it('reverts an emptied label to the default label', () => {
    expect(commitLabel('')).toEqual({ label: '', hasCustomLabel: false });
    expect(commitLabel('   ')).toEqual({ label: '', hasCustomLabel: false });
    expect(effectiveLabel(commitLabel(''), 'SUM(num)')).toBe('SUM(num)');
  });

  it('keeps a typed label as a custom label', () => {
    expect(commitLabel('Total')).toEqual({ label: 'Total', hasCustomLabel: true });
    expect(effectiveLabel(commitLabel('Total'), 'SUM(num)')).toBe('Total');
  });

  it('falls back to the placeholder title when there is no default label', () => {
    expect(effectiveLabel(commitLabel(''), '', 'My metric')).toBe('My metric');
  });
});
