/** The one value a single-choice filter holds: a string, or the first of a list; else undefined. */
export function singleStringOf(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}
