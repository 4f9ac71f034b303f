/** The key under which every tab's extra_json keeps the order the user dragged the tabs into. */
export const TAB_ORDER_KEY = 'tab_order';

/** The tab ids in their kept order: kept ids first (those still existing), then the others oldest first. */
export function orderTabs(ids: readonly number[], kept: readonly number[]): number[] {
  const existing = new Set(ids);
  const ordered = kept.filter((id) => existing.has(id));
  const placed = new Set(ordered);
  return [...ordered, ...ids.filter((id) => !placed.has(id))];
}

/** The order kept in a tab's extra_json (empty when it has none). */
export function keptOrder(extra: Readonly<Record<string, unknown>> | undefined): number[] {
  const kept = extra?.[TAB_ORDER_KEY];
  return Array.isArray(kept) ? kept.filter((id): id is number => typeof id === 'number') : [];
}
