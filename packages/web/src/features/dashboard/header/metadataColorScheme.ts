import { parseJsonObject } from '@sightline/core';

/**
 * Keeps the properties modal's color scheme select and its JSON metadata text in step: the select writes
 * `color_scheme` into the JSON, and a JSON edit that changes `color_scheme` moves the select.
 */

/** The metadata text's object; empty text is an empty object, text that is not a JSON object null. */
const parseObject = (text: string) => (text ? parseJsonObject(text) : {});

/** The metadata text shown in the editor: pretty-printed, without the layout copy Superset kept there. */
export function metadataForEditor(
  jsonMetadata: string | null | undefined,
  colorScheme: string | null,
): string {
  const metadata = parseObject(jsonMetadata ?? '') ?? {};
  delete metadata.positions;
  return withColorScheme(JSON.stringify(metadata, null, 2), colorScheme);
}

/**
 * The JSON text with `color_scheme` set (or removed for null). Text that is not a JSON object is returned
 * as it is: the person is mid-edit and the validator will say what is wrong.
 */
export function withColorScheme(jsonText: string, colorScheme: string | null): string {
  const metadata = parseObject(jsonText);
  if (!metadata) return jsonText;
  if (colorScheme) metadata.color_scheme = colorScheme;
  else delete metadata.color_scheme;
  return JSON.stringify(metadata, null, 2);
}

/**
 * The scheme the JSON text names: a string, null when it names none, undefined when the text is not a
 * JSON object (the select then stays as it is).
 */
export function colorSchemeOfJson(jsonText: string): string | null | undefined {
  const metadata = parseObject(jsonText);
  if (!metadata) return undefined;
  const scheme = metadata.color_scheme;
  return typeof scheme === 'string' && scheme !== '' ? scheme : null;
}

/** True when the JSON sets custom label colors, which win over the scheme. */
export function hasCustomLabelColors(jsonText: string): boolean {
  const labelColors = parseObject(jsonText)?.label_colors;
  return !!labelColors && typeof labelColors === 'object' && Object.keys(labelColors).length > 0;
}
