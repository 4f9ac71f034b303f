import { describe, expect, it } from 'vitest';
import { headerMenuKeys } from './headerMenu';

describe('headerMenuKeys', () => {
  it('offers a viewer refresh, interval, fullscreen and download, but no properties', () => {
    expect(headerMenuKeys({ editMode: false, canEdit: false, canShare: false, crossFilters: true })).toEqual([
      'refresh',
      'autoRefresh',
      'fullscreen',
      'download',
    ]);
  });

  it('adds properties for editors and share for users with the share permission', () => {
    expect(headerMenuKeys({ editMode: false, canEdit: true, canShare: true, crossFilters: false })).toEqual([
      'refresh',
      'autoRefresh',
      'fullscreen',
      'editProperties',
      'download',
      'share',
    ]);
  });

  it('offers interval, properties and CSS in edit mode', () => {
    expect(headerMenuKeys({ editMode: true, canEdit: true, canShare: true, crossFilters: false })).toEqual([
      'autoRefresh',
      'editProperties',
      'editCss',
    ]);
  });

  it('ends with cross-filtering scoping for editors when cross-filters are on, in either mode', () => {
    const context = { canEdit: true, canShare: false, crossFilters: true };
    expect(headerMenuKeys({ ...context, editMode: false }).at(-1)).toBe('crossFilterScoping');
    expect(headerMenuKeys({ ...context, editMode: true }).at(-1)).toBe('crossFilterScoping');
    expect(headerMenuKeys({ ...context, editMode: true, canEdit: false })).not.toContain(
      'crossFilterScoping',
    );
  });

  it('offers the filter mapping in edit mode when filter boxes are shown, before cross-filter scoping', () => {
    const context = { canEdit: true, canShare: false, crossFilters: true, filterBoxes: true };
    expect(headerMenuKeys({ ...context, editMode: true })).toEqual([
      'autoRefresh',
      'editProperties',
      'editCss',
      'filterMapping',
      'crossFilterScoping',
    ]);
    expect(headerMenuKeys({ ...context, editMode: false })).not.toContain('filterMapping');
    expect(headerMenuKeys({ ...context, editMode: true, filterBoxes: false })).not.toContain('filterMapping');
  });
});
