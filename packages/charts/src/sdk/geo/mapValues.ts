/** Reading result values and writing tooltips, for the map plugins. */

/**
 * A finite number from a number, numeric text (DECIMAL columns arrive as strings) or a bigint (BIGINT
 * columns); null for null, empty text and anything else.
 */
export function toFiniteNumber(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : typeof value === 'bigint'
          ? Number(value)
          : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A tooltip: the title (if any) in bold, then one "label: value" line per row; all text is escaped. */
export function tooltipHtml(
  title: string | null,
  rows: readonly (readonly [label: string, value: string])[],
): string {
  return [
    ...(title === null ? [] : [`<strong>${escapeHtml(title)}</strong>`]),
    ...rows.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`),
  ].join('<br/>');
}
