import { z } from 'zod';
import { MERCATOR_MAX_LATITUDE, mercatorLatitude, projectMercator } from './mercator.js';
import type { GeoPoint } from './spatial.js';

/** The viewport control's value: a deck.gl / Mapbox camera. */
export const viewportSchema = z.looseObject({
  longitude: z.number(),
  latitude: z.number(),
  zoom: z.number(),
  bearing: z.number().default(0),
  pitch: z.number().default(0),
});
export type Viewport = z.infer<typeof viewportSchema>;

/** Viewport defaults (Superset's exact values). */
export const DEFAULT_VIEWPORT: Viewport = {
  longitude: 6.85236157047845,
  latitude: 31.222656842808707,
  zoom: 1,
  bearing: 0,
  pitch: 0,
};

/** Web Mercator tiles: at zoom z the world is 512 · 2^z pixels wide (deck.gl, Mapbox GL). */
export const WORLD_PIXELS_AT_ZOOM_0 = 512;
/** The deepest zoom autozoom goes to, so one point does not zoom into a street. */
export const AUTOZOOM_MAX_ZOOM = 16;
/** Pixels kept free around the data when autozoom fits it (Superset's fitViewport padding). */
export const AUTOZOOM_PADDING = 20;

/**
 * The ECharts geo settings that show a viewport on the Mercator world map: the map's bounding box is
 * the 360 × 360 Mercator square laid out 512 px wide around the chart's centre, so ECharts' `zoom` is
 * 2^zoom and its `center` is the projected viewport centre. Bearing and pitch have no ECharts equivalent.
 */
export function viewportToGeoView(viewport: Viewport) {
  return {
    layoutCenter: ['50%', '50%'],
    layoutSize: WORLD_PIXELS_AT_ZOOM_0,
    aspectScale: 1,
    boundingCoords: [
      [-180, 180],
      [180, -180],
    ],
    center: projectMercator(viewport),
    zoom: 2 ** viewport.zoom,
  };
}

/**
 * Autozoom: the viewport that fits all points into width × height with AUTOZOOM_PADDING around them
 * (what deck.gl's fitBounds does). Falls back to `viewport` when there is nothing to fit.
 */
export function fitViewport(
  viewport: Viewport,
  points: readonly GeoPoint[],
  width: number,
  height: number,
): Viewport {
  if (points.length === 0 || width <= 2 * AUTOZOOM_PADDING || height <= 2 * AUTOZOOM_PADDING) return viewport;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const point of points) {
    const [x, y] = projectMercator(point);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const pixelsPerUnitAtZoom0 = WORLD_PIXELS_AT_ZOOM_0 / 360;
  const scale = Math.min(
    (width - 2 * AUTOZOOM_PADDING) / Math.max(maxX - minX, Number.EPSILON),
    (height - 2 * AUTOZOOM_PADDING) / Math.max(maxY - minY, Number.EPSILON),
  );
  const zoom = Math.max(0, Math.min(AUTOZOOM_MAX_ZOOM, Math.log2(scale / pixelsPerUnitAtZoom0)));
  const centerY = Math.max(-180, Math.min(180, (minY + maxY) / 2));
  return {
    ...viewport,
    longitude: (minX + maxX) / 2,
    latitude: Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, mercatorLatitude(centerY))),
    zoom,
  };
}
