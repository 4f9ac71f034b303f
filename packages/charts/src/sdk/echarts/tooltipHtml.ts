/** ECharts tooltips are HTML; names and values come from the data and must not become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A tooltip: a bold title (left out when there is none), then one line per entry, all escaped. The pie
 * family bolds with `<b>`, the maps with `<strong>`.
 */
export function tooltipHtml(
  title: string | null | undefined,
  lines: readonly string[],
  titleTag: 'b' | 'strong' = 'b',
): string {
  const heading =
    title === null || title === undefined ? [] : [`<${titleTag}>${escapeHtml(title)}</${titleTag}>`];
  return [...heading, ...lines.map(escapeHtml)].join('<br/>');
}
