import { describe, expect, it } from 'vitest';
import { modifiedAt, modifiedText } from './modifiedAt';

describe('modifiedAt', () => {
  it('takes the later of the loaded change time and the last save', () => {
    const loaded = '2026-01-01T10:00:00Z';
    expect(modifiedAt(loaded, 0)?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    const savedLater = Date.parse('2026-01-02T00:00:00Z') / 1000;
    expect(modifiedAt(loaded, savedLater)?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('is null when nothing is known', () => {
    expect(modifiedAt(null, 0)).toBeNull();
    expect(modifiedAt('not a date', 0)).toBeNull();
  });
});

describe('modifiedText', () => {
  const now = new Date('2026-01-01T10:05:00Z');

  it('says how long ago and by whom', () => {
    expect(modifiedText(new Date('2026-01-01T10:00:00Z'), 'Ada Admin', now)).toBe(
      'Modified 5 minutes ago by Ada Admin',
    );
    expect(modifiedText(new Date('2026-01-01T10:00:00Z'), null, now)).toBe('Modified 5 minutes ago');
  });
});
