/** What `options.mutator` turns the endpoint's answer into (Superset's SelectAsyncControl contract). */
export type AsyncSelectMutator = (response: unknown) => unknown;

export interface AsyncOption {
  value: string | number;
  label: string;
}

const isScalar = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

function optionOf(item: unknown): AsyncOption | null {
  if (isScalar(item)) return { value: item, label: String(item) };
  if (Array.isArray(item) && isScalar(item[0])) return { value: item[0], label: String(item[1] ?? item[0]) };
  if (item && typeof item === 'object') {
    const { value, label } = item as { value?: unknown; label?: unknown };
    if (isScalar(value)) return { value, label: isScalar(label) ? String(label) : String(value) };
  }
  return null;
}

/**
 * The options of an async select are the answer's `result`, or what the mutator makes of the
 * whole answer. Items may be {value, label} objects, [value, label] pairs or plain values.
 */
export function asyncOptions(response: unknown, mutator?: AsyncSelectMutator): AsyncOption[] {
  const list = mutator ? mutator(response) : (response as { result?: unknown } | null)?.result;
  if (!Array.isArray(list)) return [];
  return list.map(optionOf).filter((option): option is AsyncOption => option !== null);
}

/** The config's mutator, when `options.mutator` is a function. */
export function mutatorOf(
  options: Readonly<Record<string, unknown>> | undefined,
): AsyncSelectMutator | undefined {
  return typeof options?.mutator === 'function' ? (options.mutator as AsyncSelectMutator) : undefined;
}
