/**
 * How deeply JSON text nests arrays and objects, measured on the text. Walks over parsed values
 * (validation, cache keys, freezing, layout trees) recurse, so JSON a person sent or stored is refused
 * past a depth real content never reaches, before it is parsed.
 */

/** Deepest nesting of arrays and objects accepted in posted or stored JSON. */
export const MAX_JSON_DEPTH = 100;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** True when the JSON text nests arrays and objects deeper than `maxDepth` (brackets in strings are text). */
export function jsonNestsDeeperThan(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
