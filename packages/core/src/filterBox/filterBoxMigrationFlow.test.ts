import { describe, expect, it } from 'vitest';
import {
  filterBoxMigrationOffered,
  initialFilterBoxMigrationState,
  nextFilterBoxMigrationState,
} from './filterBoxMigrationFlow.js';

const on = { featureOn: true, hasFilterBoxes: true };

describe('initialFilterBoxMigrationState', () => {
  const initial = (over: Partial<Parameters<typeof initialFilterBoxMigrationState>[0]>) =>
    initialFilterBoxMigrationState({ ...on, hasNativeFilters: false, snoozedThisSession: false, ...over });

  it('is noop when there is nothing to migrate', () => {
    expect(initial({ featureOn: false, snoozedThisSession: true })).toBe('noop');
    expect(initial({ hasFilterBoxes: false, hasNativeFilters: true })).toBe('noop');
  });

  it('is converted when native filters are saved beside the filter boxes, snoozed when snoozed this session', () => {
    expect(initial({ hasNativeFilters: true })).toBe('converted');
    expect(initial({ snoozedThisSession: true })).toBe('snoozed');
    expect(initial({})).toBe('noop');
  });
});

describe('nextFilterBoxMigrationState', () => {
  it('reviews from noop or snoozed, saves a review as converted, cancels it back to noop', () => {
    expect(nextFilterBoxMigrationState('noop', 'review', on)).toBe('reviewing');
    expect(nextFilterBoxMigrationState('snoozed', 'review', on)).toBe('reviewing');
    expect(nextFilterBoxMigrationState('reviewing', 'save', on)).toBe('converted');
    expect(nextFilterBoxMigrationState('reviewing', 'cancel', on)).toBe('noop');
  });

  it('snoozes only an undecided migration', () => {
    expect(nextFilterBoxMigrationState('noop', 'snooze', on)).toBe('snoozed');
    expect(nextFilterBoxMigrationState('converted', 'snooze', on)).toBe('converted');
    expect(nextFilterBoxMigrationState('converted', 'review', on)).toBe('converted');
    expect(nextFilterBoxMigrationState('noop', 'save', on)).toBe('noop');
  });

  it('stays noop without filter boxes or with the feature off', () => {
    expect(nextFilterBoxMigrationState('noop', 'review', { ...on, hasFilterBoxes: false })).toBe('noop');
    expect(nextFilterBoxMigrationState('noop', 'snooze', { ...on, featureOn: false })).toBe('noop');
  });
});

describe('filterBoxMigrationOffered', () => {
  it('is offered to editors, with filter boxes and the feature on, before any decision', () => {
    expect(filterBoxMigrationOffered('noop', { ...on, canEdit: true })).toBe(true);
    expect(filterBoxMigrationOffered('noop', { ...on, canEdit: false })).toBe(false);
    expect(filterBoxMigrationOffered('snoozed', { ...on, canEdit: true })).toBe(false);
    expect(filterBoxMigrationOffered('noop', { ...on, hasFilterBoxes: false, canEdit: true })).toBe(false);
    expect(filterBoxMigrationOffered('noop', { ...on, featureOn: false, canEdit: true })).toBe(false);
  });
});
