/**
 * A drop zone edits its form-data value as a list: multi controls save the list, single controls save
 * its one item (or nothing).
 */

/** The value as a list: undefined/null → [], a single item → [item]. */
export function valueList<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** The list as the control saves it: the list for multi controls, its first item (or undefined) otherwise. */
export function listValue<T>(list: readonly T[], multi: boolean): T[] | T | undefined {
  if (multi) return [...list];
  return list[0];
}

/**
 * The list with `item` put at `index` (replacing what was there) or, for index null, added: appended in a
 * multi control, replacing the only item in a single one.
 */
export function putItem<T>(list: readonly T[], index: number | null, item: T, multi: boolean): T[] {
  if (index !== null && index >= 0 && index < list.length) {
    return list.map((current, position) => (position === index ? item : current));
  }
  return multi ? [...list, item] : [item];
}
