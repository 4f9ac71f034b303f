import { describe, expect, it } from 'vitest';
import { headerMenuKeys } from './headerMenu';

describe('headerMenuKeys', () => {
  it('offers a viewer refresh, interval, fullscreen and download, but no properties', () => {
    expect(headerMenuKeys({ editMode: false, canEdit: false, canShare: false })).toEqual([
      'refresh',
      'autoRefresh',
      'fullscreen',
      'download',
    ]);
  });

  it('adds properties for editors and share for users with the share permission', () => {
    expect(headerMenuKeys({ editMode: false, canEdit: true, canShare: true })).toEqual([
      'refresh',
      'autoRefresh',
      'fullscreen',
      'editProperties',
      'download',
      'share',
    ]);
  });

  it('offers interval, properties and CSS in edit mode', () => {
    expect(headerMenuKeys({ editMode: true, canEdit: true, canShare: true })).toEqual([
      'autoRefresh',
      'editProperties',
      'editCss',
    ]);
  });
});
