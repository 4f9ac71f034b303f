/** An average digit is about 0.6 em wide; a text never grows wider than the chart. */
const CHAR_WIDTH_EM = 0.6;

/** The font size that is `share` of the height but still fits the text on one line. */
export function fitFontSize(text: string, share: number, height: number, width: number, min = 10): number {
  const byHeight = Math.round(height * share);
  const byWidth = Math.floor((width - 16) / (Math.max(text.length, 1) * CHAR_WIDTH_EM));
  return Math.max(min, Math.min(byHeight, byWidth));
}
