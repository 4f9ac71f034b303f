/**
 * Whether an ECharts update may merge into the instance's current option instead of replacing it
 * (`notMerge`). A replace rebuilds every component and series from nothing: new models, new views (each
 * tooltip view makes an HTML element and forces a layout), new SVG nodes. A merge keeps them and updates
 * them in place, which on a dashboard where a filter changes 30 charts is most of the redraw's work.
 *
 * ECharts' merge (`setOption` without `notMerge`) gives the same result as a replace only when nothing
 * of the old option survives it, so the rule is strict:
 * - every top-level key the old option set is set again (a key given as null or undefined is skipped by
 *   the merge, so it would keep the old component);
 * - top-level lists (components such as `series` or `xAxis`, a single object counting as a list of one)
 *   keep their length, and each item keeps its `id` and `name` (the merge pairs items by id, then name,
 *   then position: equal ids and names at each position pair them by position);
 * - inside, every key of every plain object the old option had is present in the new one at the same
 *   path. The merge recurses into plain objects only; arrays, functions, dates and other values replace
 *   the old ones whole, so their contents (series data, say) may change freely.
 *
 * A component list that breaks those rules (a filter leaves one series of three, or renames them) need
 * not cost the whole option: ECharts' `replaceMerge` drops the listed component types' old items, except
 * those a new item names by the same `id`, which merge into it (so they must keep no old key either, and
 * stay where they were: a kept item elsewhere would leave a hole before it), and builds the other new
 * items, while the other components still merge in place.
 */

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Every key of `before` is in `after`; where both values are plain objects, the same below. */
function keysKept(before: Plain, after: Plain): boolean {
  for (const key of Object.keys(before)) {
    if (!Object.prototype.hasOwnProperty.call(after, key)) return false;
    const old = before[key];
    const next = after[key];
    if (isPlain(old) && isPlain(next) && !keysKept(old, next)) return false;
  }
  return true;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A top-level entry: a component list (or one component) whose items pair up by position. */
function entryKept(before: unknown, after: unknown): boolean {
  const objectBefore = isPlain(before) || Array.isArray(before);
  const objectAfter = isPlain(after) || Array.isArray(after);
  // Scalars, functions and dates replace each other; a component given as a scalar would be skipped.
  if (!objectBefore || !objectAfter) return objectBefore === objectAfter;
  const old = asList(before);
  const next = asList(after);
  if (old.length !== next.length) return false;
  return old.every((item, index) => {
    const other = next[index];
    if (!isPlain(item) || !isPlain(other)) return isPlain(item) === isPlain(other);
    return item.id === other.id && item.name === other.name && keysKept(item, other);
  });
}

/** ECharts' component main types: the top-level keys `replaceMerge` can name. */
const COMPONENT_TYPES = new Set([
  'series',
  'xAxis',
  'yAxis',
  'grid',
  'polar',
  'radiusAxis',
  'angleAxis',
  'singleAxis',
  'parallel',
  'parallelAxis',
  'radar',
  'geo',
  'calendar',
  'legend',
  'tooltip',
  'title',
  'visualMap',
  'dataZoom',
  'dataset',
  'graphic',
  'toolbox',
  'timeline',
]);

const idOf = (item: Plain) => (item.id === undefined || item.id === null ? null : item.id);

/**
 * Whether `replaceMerge` takes a component list from `before` to exactly `after`: plain objects, and an
 * old item that a new one names by id (the only items it keeps) is at the same position and keeps no
 * key the new one lacks.
 */
function rebuildable(before: unknown, after: unknown): boolean {
  const old = asList(before);
  const next = asList(after);
  if (!old.every(isPlain) || !next.every(isPlain)) return false;
  const oldIndexById = new Map(old.map((item, index) => [idOf(item), index]));
  return next.every((item, index) => {
    const id = idOf(item);
    const keptAt = id === null ? undefined : oldIndexById.get(id);
    return keptAt === undefined || (keptAt === index && keysKept(old[index] as Plain, item));
  });
}

/** How to apply an update: replaced whole, or merged with these component types rebuilt. */
export type OptionUpdate = { notMerge: true } | { notMerge: false; replaceMerge: string[] };

const REPLACE: OptionUpdate = { notMerge: true };

/** The cheapest setOption mode that takes an instance showing `previous` to exactly `next`. */
export function optionUpdate(previous: object, next: object): OptionUpdate {
  const before = previous as Plain;
  const after = next as Plain;
  const replaceMerge: string[] = [];
  for (const key of Object.keys(before)) {
    const old = before[key];
    if (old === null || old === undefined) continue;
    const value = after[key];
    if (value === null || value === undefined) return REPLACE;
    if (entryKept(old, value)) continue;
    if (!COMPONENT_TYPES.has(key) || !rebuildable(old, value)) return REPLACE;
    replaceMerge.push(key);
  }
  return { notMerge: false, replaceMerge };
}
