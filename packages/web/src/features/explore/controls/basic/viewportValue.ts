import { DEFAULT_VIEWPORT, type Viewport } from '@sightline/charts';

export const VIEWPORT_FIELDS = ['longitude', 'latitude', 'zoom', 'bearing', 'pitch'] as const;
export type ViewportField = (typeof VIEWPORT_FIELDS)[number];

/**
 * The saved viewport with defaults for any field that is missing or not a number. Other keys a
 * saved Superset viewport carries (width, height…) are kept.
 */
export function readViewport(value: unknown): Viewport {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const viewport = { ...v, ...DEFAULT_VIEWPORT } as Viewport;
  for (const field of VIEWPORT_FIELDS) {
    const number = typeof v[field] === 'string' && v[field] !== '' ? Number(v[field]) : v[field];
    if (typeof number === 'number' && Number.isFinite(number)) viewport[field] = number;
  }
  return viewport;
}

/** The viewport with one field changed; an emptied field keeps its previous number. */
export function withViewportField(viewport: Viewport, field: ViewportField, value: number | null): Viewport {
  return value === null || !Number.isFinite(value) ? viewport : { ...viewport, [field]: value };
}

/** The popover trigger's summary, e.g. '6.85°, 31.22°, zoom 1'. */
export function viewportSummary({ longitude, latitude, zoom }: Viewport): string {
  const round = (n: number) => String(Math.round(n * 100) / 100);
  return `${round(longitude)}°, ${round(latitude)}°, zoom ${round(zoom)}`;
}
