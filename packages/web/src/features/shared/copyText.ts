/**
 * Copies text to the clipboard. Resolves false when the browser cannot copy (no Clipboard API, or it was
 * refused): the caller then shows 'Sorry, your browser does not support copying.'.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection-based copy.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}

/** Rows as tab-separated text with a header line, the way spreadsheets paste it. */
export function rowsToTsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const cell = (value: unknown) =>
    value === null || value === undefined ? '' : String(value).replace(/[\t\n\r]+/g, ' ');
  return [columns.join('\t'), ...rows.map((row) => columns.map((c) => cell(row[c])).join('\t'))].join('\n');
}
