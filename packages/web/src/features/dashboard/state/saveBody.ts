import { filterBoxMetadataOf, serializeLayout } from '@sightline/core';
import type { DashboardPutBody } from '../api/dashboardRequests';
import type { DashboardSliceState } from './dashboardTypes';

/**
 * The json_metadata a save writes: the metadata as edited, with the dashboard state's color scheme,
 * namespace, refresh frequency (unless set for this session only), expanded charts and the filter boxes'
 * filter_scopes and default_filters; `positions` is
 * Superset's old copy of the layout and is left out (the layout travels in position_json).
 */
export function metadataForSave(state: DashboardSliceState): Record<string, unknown> {
  const { info, dashboardState: ds, saved } = state;
  const { positions: _positions, ...metadata } = (info?.metadata ?? {}) as Record<string, unknown>;
  const refreshFrequency = ds.refreshFrequencySessionOnly
    ? (saved?.refreshFrequency ?? 0)
    : ds.refreshFrequency;
  return {
    ...metadata,
    color_scheme: ds.colorScheme ?? '',
    ...(ds.colorNamespace ? { color_namespace: ds.colorNamespace } : {}),
    label_colors: (metadata.label_colors as Record<string, string> | undefined) ?? {},
    refresh_frequency: refreshFrequency,
    expanded_slices: ds.expandedSlices,
    // The filter boxes' scopes and current values (the defaults the next load starts from).
    ...filterBoxMetadataOf(state.dashboardFilters),
  };
}

/** `PUT /api/v1/dashboard/{pk}` body for the dashboard as it is now; null before it loaded. */
export function dashboardSaveBody(state: DashboardSliceState): DashboardPutBody | null {
  const { info, dashboardState: ds } = state;
  if (!info) return null;
  return {
    dashboard_title: info.dashboard_title,
    slug: info.slug || null,
    owners: info.owners.map((owner) => owner.id),
    css: ds.css,
    json_metadata: JSON.stringify(metadataForSave(state)),
    position_json: JSON.stringify(serializeLayout(state.layout.present)),
    certified_by: info.certified_by,
    certification_details: info.certification_details,
  };
}
