/**
 * The list after the item at `from` is taken out and put back at `to` (both indexes of the list as it
 * is): the items between move one place towards `from`, the others keep their places. The list itself
 * when the move goes nowhere (onto itself or outside the list).
 */
export function movedItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  const inList = (index: number) => Number.isInteger(index) && index >= 0 && index < items.length;
  if (from === to || !inList(from) || !inList(to)) return items;
  const rest = items.filter((_, index) => index !== from);
  return [...rest.slice(0, to), items[from]!, ...rest.slice(to)];
}
