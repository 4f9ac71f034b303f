/**
 * Names of the maps the lazily loaded map component registers with ECharts. Regions are named by ISO
 * alpha-3 code. `world` is plain longitude/latitude (World Map); `world-mercator` is projected to Web
 * Mercator degree units (see mercator.ts) for the spatial scatter map.
 */
export const WORLD_MAP = 'world';
export const WORLD_MERCATOR_MAP = 'world-mercator';
