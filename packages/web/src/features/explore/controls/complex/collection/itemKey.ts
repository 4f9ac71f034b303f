/** A short random key for a new collection item, so rows keep their identity while they are reordered. */
export function newItemKey(): string {
  return Math.random().toString(36).slice(2, 11);
}
