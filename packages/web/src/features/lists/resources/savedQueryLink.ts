/** The shareable SQL Lab link of a saved query (origin + /superset/sqllab?savedQueryId={id}). */
export function savedQueryLink(origin: string, id: number): string {
  return `${origin}/superset/sqllab?savedQueryId=${id}`;
}

/** Copies text; false when the browser offers no clipboard or refuses (non-secure origin). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
