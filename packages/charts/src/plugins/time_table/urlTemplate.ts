/**
 * The `url` control's link template, Mustache-style like Superset's: `{{ metric.label }}` and other
 * dotted paths into the row's context. Inserted values are URL-encoded; a result that is not an http(s),
 * mailto or relative link is dropped, so a template cannot produce a `javascript:` link.
 */
export function renderUrlTemplate(
  template: string | null | undefined,
  context: Readonly<Record<string, unknown>>,
): string | null {
  if (!template?.trim()) return null;
  const url = template.replace(/\{\{\{?\s*([\w.]+)\s*\}?\}\}/g, (_match, path: string) => {
    let value: unknown = context;
    for (const part of path.split('.')) {
      value =
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    }
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? encodeURIComponent(String(value))
      : '';
  });
  const trimmed = url.trim();
  return /^(https?:|mailto:|\/|\?|#)/i.test(trimmed) ? trimmed : null;
}
