/** The list with the item at `index` replaced. */
export function replaceItem<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}
