import { CATEGORICAL_SCHEME_LIST } from './categoricalSchemes.js';
import { SEQUENTIAL_SCHEME_LIST } from './sequentialSchemes.js';

import type { ColorScheme } from './colorScheme.js';

export type { ColorScheme };

export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';
export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

/** The color picker offers the first 7 colors of the categorical scheme. */
export const COLOR_PICKER_PRESET_COUNT = 7;

export const CATEGORICAL_SCHEMES: readonly ColorScheme[] = CATEGORICAL_SCHEME_LIST;
export const SEQUENTIAL_SCHEMES: readonly ColorScheme[] = SEQUENTIAL_SCHEME_LIST;

/** The scheme with this id; the default one for a missing or unknown id (e.g. a scheme we do not ship). */
export function getCategoricalScheme(id?: string | null): ColorScheme {
  return (
    CATEGORICAL_SCHEMES.find((s) => s.id === id) ??
    CATEGORICAL_SCHEMES.find((s) => s.id === DEFAULT_CATEGORICAL_SCHEME)!
  );
}

/** The scheme with this id; the default one for a missing or unknown id. */
export function getSequentialScheme(id?: string | null): ColorScheme {
  return (
    SEQUENTIAL_SCHEMES.find((s) => s.id === id) ??
    SEQUENTIAL_SCHEMES.find((s) => s.id === DEFAULT_SEQUENTIAL_SCHEME)!
  );
}

/** The color picker's preset swatches: the first 7 colors of the (resolved) categorical scheme. */
export function getColorPickerPresets(schemeId?: string | null): string[] {
  return getCategoricalScheme(schemeId).colors.slice(0, COLOR_PICKER_PRESET_COUNT);
}
