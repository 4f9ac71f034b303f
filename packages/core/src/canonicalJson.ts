/**
 * JSON text with every object's keys sorted, so values equal as JSON would save them give equal text
 * whatever their key order (keys holding undefined are left out, as JSON leaves them; undefined is null).
 * For comparing values and keying caches by value.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : inner,
  );
}

/** Equal as JSON would save them: key order and keys holding undefined do not count. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
