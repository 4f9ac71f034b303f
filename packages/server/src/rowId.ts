import { MAX_ROW_ID } from '@sightline/core';

/**
 * The row id a URL segment names, or null when it cannot name one (not digits, or past the metadata
 * tables' 32-bit ids).
 */
export function parseRowId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}
