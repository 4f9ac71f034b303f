/** Where the order the user dragged the tabs into is kept, per user, in this browser. */
const keyOf = (userId: number) => `sightline.sqlLab.tabOrder.${userId}`;

/** The tab ids in their kept order: kept ids first (those still existing), then the others oldest first. */
export function orderTabs(ids: readonly number[], kept: readonly number[]): number[] {
  const existing = new Set(ids);
  const ordered = kept.filter((id) => existing.has(id));
  const placed = new Set(ordered);
  return [...ordered, ...ids.filter((id) => !placed.has(id))];
}

export function readTabOrder(userId: number): number[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function writeTabOrder(userId: number, order: readonly number[]): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(order));
  } catch {
    // Storage may be full or refused: the order then lasts until the page reloads.
  }
}
