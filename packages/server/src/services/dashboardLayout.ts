/**
 * The chart ids a dashboard layout (position_json, version v2) places: CHART nodes carry
 * `meta.chartId`. The dashboard's chart links (dashboard_slices) follow the layout when it is saved.
 */
export function chartIdsInLayout(positionJson: string | null | undefined): number[] | null {
  if (!positionJson) return null;
  let layout: unknown;
  try {
    layout = JSON.parse(positionJson);
  } catch {
    return null;
  }
  if (!layout || typeof layout !== 'object') return null;
  const ids = new Set<number>();
  for (const node of Object.values(layout as Record<string, unknown>)) {
    if (!node || typeof node !== 'object') continue;
    const { type, meta } = node as { type?: unknown; meta?: { chartId?: unknown } };
    if (type === 'CHART' && typeof meta?.chartId === 'number') ids.add(meta.chartId);
  }
  return [...ids];
}
