import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import { COUNTRIES } from './countries.js';
import { mercatorY } from './mercator.js';

/**
 * World country shapes for ECharts maps, from world-atlas' countries-110m (Natural Earth 1:110m).
 * Only the lazily loaded map component imports this module: the geometry stays out of the app's
 * first bundle.
 *
 * Regions are named by ISO alpha-3 code. Shapes world-atlas leaves without an ISO id are folded into the
 * country ISO counts them in (Northern Cyprus into Cyprus, Somaliland into Somalia) or given their
 * user-assigned code (Kosovo, XKX). Antarctica is left out: no dataset colors it and it would take a fifth
 * of the map's height.
 */
export type CountryFeature = Feature<Polygon | MultiPolygon, { name: string }>;
export type CountryFeatureCollection = FeatureCollection<Polygon | MultiPolygon, { name: string }>;

type CountryTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

const UNCODED_SHAPES: Readonly<Record<string, string>> = {
  Kosovo: 'XKX',
  'N. Cyprus': 'CYP',
  Somaliland: 'SOM',
};
const LEFT_OUT = new Set(['ATA']);

export function buildWorldGeometry(): CountryFeatureCollection {
  const topology = countries110m as unknown as CountryTopology;
  const cca3ByCcn3 = new Map(COUNTRIES.filter((c) => c.ccn3).map((c) => [c.ccn3, c.cca3]));
  const shapesByCountry = new Map<string, GeometryCollection<{ name: string }>['geometries']>();
  for (const geometry of topology.objects.countries.geometries) {
    const id = geometry.id === undefined ? undefined : String(geometry.id);
    const name = geometry.properties && 'name' in geometry.properties ? geometry.properties.name : '';
    const cca3 = id ? cca3ByCcn3.get(id) : UNCODED_SHAPES[name];
    if (!cca3 || LEFT_OUT.has(cca3)) continue;
    shapesByCountry.set(cca3, [...(shapesByCountry.get(cca3) ?? []), geometry]);
  }
  const features: CountryFeature[] = [];
  for (const [cca3, shapes] of shapesByCountry) {
    const geometry =
      shapes.length === 1
        ? ((feature(topology, shapes[0]!) as Feature).geometry as Polygon | MultiPolygon)
        : merge(topology, shapes as Parameters<typeof merge>[1]);
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    features.push({
      type: 'Feature',
      properties: { name: cca3 },
      geometry: { type: 'MultiPolygon', coordinates: polygons.flatMap(splitAtAntimeridian) },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** The same shapes in Web Mercator degree units (see mercator.ts), for the spatial scatter map. */
export function projectToMercator(world: CountryFeatureCollection): CountryFeatureCollection {
  const project = (polygon: Position[][]) =>
    polygon.map((ring) => ring.map(([x = 0, y = 0]) => [x, mercatorY(y)]));
  return {
    type: 'FeatureCollection',
    features: world.features.map((country) => ({
      ...country,
      geometry:
        country.geometry.type === 'Polygon'
          ? { type: 'Polygon', coordinates: project(country.geometry.coordinates) }
          : { type: 'MultiPolygon', coordinates: country.geometry.coordinates.map(project) },
    })),
  };
}

/**
 * world-atlas keeps polygons that cross the antimeridian whole (Russia's Chukotka, Fiji), which a flat
 * map would draw as a band across the world. Such a polygon is unwrapped to continuous longitudes and cut
 * at ±180 into one polygon per side.
 */
export function splitAtAntimeridian(polygon: Position[][]): Position[][][] {
  const crosses = polygon.some((ring) =>
    ring.some((p, i) => i > 0 && Math.abs(p[0]! - ring[i - 1]![0]!) > 180),
  );
  if (!crosses) return [polygon];
  const rings = polygon.map(unwrapRing);
  const xs = rings.flatMap((ring) => ring.map((p) => p[0]!));
  const edge = Math.max(...xs) > 180 ? 180 : -180;
  const shift = edge > 0 ? -360 : 360;
  const west = (x: number) => x <= edge;
  const east = (x: number) => x >= edge;
  const [kept, moved] = edge > 0 ? [west, east] : [east, west];
  const sides = [
    rings.map((ring) => clipRing(ring, kept, edge)),
    rings.map((ring) => clipRing(ring, moved, edge).map(([x = 0, y = 0]) => [x + shift, y])),
  ];
  return sides
    .filter((side) => (side[0]?.length ?? 0) >= 4)
    .map((side) => side.filter((ring) => ring.length >= 4));
}

function unwrapRing(ring: Position[]): Position[] {
  const out: Position[] = [];
  for (const [x = 0, y = 0] of ring) {
    const previous = out.at(-1)?.[0];
    let unwrapped = x;
    if (previous !== undefined) {
      while (unwrapped - previous > 180) unwrapped -= 360;
      while (unwrapped - previous < -180) unwrapped += 360;
    }
    out.push([unwrapped, y]);
  }
  return out;
}

/** Sutherland–Hodgman against the vertical line x = edge, keeping the side where `keep(x)` holds. */
function clipRing(ring: Position[], keep: (x: number) => boolean, edge: number): Position[] {
  const out: Position[] = [];
  const crossing = ([x0 = 0, y0 = 0]: Position, [x1 = 0, y1 = 0]: Position): Position => [
    edge,
    y0 + ((y1 - y0) * (edge - x0)) / (x1 - x0),
  ];
  for (let i = 0; i < ring.length; i++) {
    const current = ring[i]!;
    const previous = ring[(i + ring.length - 1) % ring.length]!;
    const currentIn = keep(current[0]!);
    const previousIn = keep(previous[0]!);
    if (currentIn) {
      if (!previousIn) out.push(crossing(previous, current));
      out.push(current);
    } else if (previousIn) {
      out.push(crossing(previous, current));
    }
  }
  const first = out[0];
  const last = out.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([...first]);
  return out;
}
