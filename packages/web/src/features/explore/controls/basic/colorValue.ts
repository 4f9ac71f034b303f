import {
  CATEGORICAL_SCHEMES,
  getColorPickerPresets,
  SEQUENTIAL_SCHEMES,
  type ColorScheme,
  type ControlValues,
} from '@sightline/charts';
import { FIXED_COLOR_DEFAULT, parseExtraJson, type RgbaColor } from '@sightline/core';

/**
 * The color picker's presets are the first 7 colors of the chart's categorical scheme
 * (its color_scheme control, or the default scheme).
 */
export function colorPickerPresets(formData: ControlValues): string[] {
  const scheme = formData.color_scheme;
  return getColorPickerPresets(typeof scheme === 'string' ? scheme : null);
}

const isChannel = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/** The saved {r, g, b, a} (Superset's shape); the fallback (the control's default) when it is not one. */
export function rgbaOfValue(value: unknown, fallback: unknown = FIXED_COLOR_DEFAULT): RgbaColor {
  const read = (candidate: unknown): RgbaColor | null => {
    if (!candidate || typeof candidate !== 'object') return null;
    const { r, g, b, a = 1 } = candidate as Partial<RgbaColor>;
    return isChannel(r, 255) && isChannel(g, 255) && isChannel(b, 255) && isChannel(a, 1)
      ? { r: r!, g: g!, b: b!, a }
      : null;
  };
  return read(value) ?? read(fallback) ?? { ...FIXED_COLOR_DEFAULT };
}

/** What the picker reports, stored as Superset does: integer channels and an alpha in [0, 1]. */
export function rgbaFromPicker({ r, g, b, a }: RgbaColor): RgbaColor {
  const channel = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
  return {
    r: channel(r),
    g: channel(g),
    b: channel(b),
    a: Math.min(1, Math.max(0, Math.round(a * 100) / 100)),
  };
}

/** The schemes a color scheme control offers: sequential ones with `options.sequential`, else categorical. */
export function colorSchemesFor(sequential: boolean): readonly ColorScheme[] {
  return sequential ? SEQUENTIAL_SCHEMES : CATEGORICAL_SCHEMES;
}

/** The dashboard the chart was opened from (form data `dashboardId`), or null. */
export function dashboardIdOf(formData: ControlValues): number | null {
  const id = Number(formData.dashboardId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A dashboard's own color scheme, read from its json_metadata text; null when it sets none. */
export function dashboardColorScheme(jsonMetadata: string | null | undefined): string | null {
  const scheme = parseExtraJson(jsonMetadata).color_scheme;
  return typeof scheme === 'string' && scheme !== '' ? scheme : null;
}
