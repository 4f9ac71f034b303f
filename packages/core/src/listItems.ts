/**
 * The list with the item at `from` moved to `to` (clamped to the list): the items it passes move one
 * place towards `from`, the others keep theirs. The list itself when nothing moves (`from` outside the
 * list, or `to` its own place), so a caller can tell; the list given is never changed.
 */
export function movedItem<L extends readonly unknown[]>(items: L, from: number, to: number): L {
  if (!Number.isInteger(from) || from < 0 || from >= items.length || !Number.isInteger(to)) return items;
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (target === from) return items;
  const rest = items.filter((_, index) => index !== from);
  return [...rest.slice(0, target), items[from], ...rest.slice(target)] as unknown as L;
}

/** A new list without the item at `index` (the same items when `index` is outside the list). */
export function removedItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}
