/** A JSON object stored as text (chart params, saved query extra_json); `{}` when empty, invalid or not an object. */
export function parseJsonObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
