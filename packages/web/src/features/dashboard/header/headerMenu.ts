/** What the header's "…" menu offers; the component turns these keys into antd menu items. */
export type HeaderMenuKey =
  | 'refresh'
  | 'autoRefresh'
  | 'fullscreen'
  | 'editProperties'
  | 'editCss'
  | 'download'
  | 'share'
  | 'filterMapping'
  | 'crossFilterScoping';

export interface HeaderMenuContext {
  editMode: boolean;
  /** dash_edit_perm: owners (and admins) with can_write on Dashboard. */
  canEdit: boolean;
  /** dash_share_perm (can_share_dashboard). */
  canShare: boolean;
  /** DASHBOARD_CROSS_FILTERS: editors may then set where cross-filters apply. */
  crossFilters: boolean;
  /** The dashboard shows filter boxes (legacy dashboard filters): editing can then set their scopes. */
  filterBoxes?: boolean;
}

/**
 * The menu entries for the current mode and permissions, in display order. Viewing: refresh, interval,
 * fullscreen, properties (editors), download, share (sharers). Editing: interval (saved with the
 * dashboard), properties, CSS and, with filter boxes shown, their filter mapping; refreshing,
 * fullscreen, downloads and sharing wait until the edit ends.
 * In both modes, last, editors get cross-filtering scoping when cross-filters are on (it saves at once).
 */
export function headerMenuKeys({
  editMode,
  canEdit,
  canShare,
  crossFilters,
  filterBoxes = false,
}: HeaderMenuContext): HeaderMenuKey[] {
  const scoping = canEdit && crossFilters ? (['crossFilterScoping'] as const) : [];
  if (editMode)
    return [
      'autoRefresh',
      ...(canEdit ? (['editProperties'] as const) : []),
      'editCss',
      ...(filterBoxes ? (['filterMapping'] as const) : []),
      ...scoping,
    ];
  return [
    'refresh',
    'autoRefresh',
    'fullscreen',
    ...(canEdit ? (['editProperties'] as const) : []),
    'download',
    ...(canShare ? (['share'] as const) : []),
    ...scoping,
  ];
}
