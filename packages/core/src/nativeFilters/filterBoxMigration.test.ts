import { describe, expect, it } from 'vitest';
import {
  FILTER_BOX_MIGRATION_STATES,
  filterBoxesKept,
  nativeFiltersShownByDefault,
  splitPastedValues,
} from './filterBoxMigration.js';

const shownStates = (featureOn: boolean, metadata?: { show_native_filters?: unknown }) =>
  FILTER_BOX_MIGRATION_STATES.filter((state) => nativeFiltersShownByDefault(featureOn, state, metadata));

describe('filter-box migration rules', () => {
  it('shows native filters only with the feature on and the state converted, reviewing or noop', () => {
    expect(shownStates(true)).toEqual(['noop', 'converted', 'reviewing']);
    expect(shownStates(false)).toEqual([]);
  });

  it('lets the dashboard metadata say otherwise', () => {
    expect(shownStates(true, { show_native_filters: false })).toEqual([]);
    expect(shownStates(true, { show_native_filters: true })).toEqual([...FILTER_BOX_MIGRATION_STATES]);
    expect(shownStates(true, { show_native_filters: 'yes' })).toEqual(['noop', 'converted', 'reviewing']);
  });

  it('keeps filter boxes only in noop or snoozed', () => {
    expect(FILTER_BOX_MIGRATION_STATES.filter(filterBoxesKept)).toEqual(['noop', 'snoozed']);
  });
});

describe('splitPastedValues', () => {
  it('splits on comma, newline, tab and semicolon, trimmed, without duplicates or empties', () => {
    expect(splitPastedValues(' a, b\nc\td;e ,, a;\n ;b ')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(splitPastedValues('')).toEqual([]);
    expect(splitPastedValues('New York')).toEqual(['New York']);
  });
});
