import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.js';
import { mercatorY } from './mercator.js';
import { buildWorldGeometry, projectToMercator, splitAtAntimeridian } from './worldGeometry.js';

const world = buildWorldGeometry();
const byName = new Map(world.features.map((f) => [f.properties.name, f]));

function polygonsOf(name: string): Position[][][] {
  const geometry = byName.get(name)!.geometry;
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

function inRing(ring: Position[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i]!;
    const [xj = 0, yj = 0] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

describe('world geometry', () => {
  it('names each country shape by its alpha-3 code, once, without Antarctica', () => {
    const names = world.features.map((f) => f.properties.name);
    expect(names).toHaveLength(174);
    expect(new Set(names).size).toBe(names.length);
    const known = new Set(COUNTRIES.map((c) => c.cca3));
    for (const name of names) expect(known.has(name), name).toBe(true);
    expect(byName.has('ATA')).toBe(false);
    expect(byName.has('XKX')).toBe(true);
  });

  it('folds Somaliland into Somalia and Northern Cyprus into Cyprus', () => {
    // Hargeisa (Somaliland) and Kyrenia (Northern Cyprus).
    expect(polygonsOf('SOM').some((p) => inRing(p[0]!, 44.06, 9.56))).toBe(true);
    expect(polygonsOf('CYP').some((p) => inRing(p[0]!, 33.6, 35.25))).toBe(true);
  });

  it('has no edge running across the map (antimeridian polygons are cut)', () => {
    for (const country of world.features)
      for (const polygon of polygonsOf(country.properties.name))
        for (const ring of polygon)
          ring.forEach((p, i) => {
            if (i > 0)
              expect(Math.abs(p[0]! - ring[i - 1]![0]!), country.properties.name).toBeLessThanOrEqual(180);
            expect(Math.abs(p[0]!)).toBeLessThanOrEqual(180);
          });
  });

  it('puts every label point (where bubbles go) inside its own country', () => {
    for (const country of COUNTRIES) {
      if (!byName.has(country.cca3)) continue;
      const inside = polygonsOf(country.cca3).some((p) => inRing(p[0]!, country.lng, country.lat));
      expect(inside, country.name).toBe(true);
    }
  });

  it('projects to Web Mercator degree units', () => {
    const projected = projectToMercator(world);
    const norway = projected.features.find((f) => f.properties.name === 'NOR')!;
    const original = byName.get('NOR')!;
    const first = (g: typeof norway.geometry) =>
      g.type === 'Polygon' ? g.coordinates[0]![0]! : g.coordinates[0]![0]![0]!;
    expect(first(norway.geometry)).toEqual([
      first(original.geometry)[0],
      mercatorY(first(original.geometry)[1]!),
    ]);
  });
});

describe('splitAtAntimeridian', () => {
  it('keeps polygons that do not cross', () => {
    const square = [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ];
    expect(splitAtAntimeridian(square)).toEqual([square]);
  });

  it('cuts a polygon crossing 180° into an east and a west part', () => {
    const crossing = [
      [
        [178, -16],
        [-178, -16],
        [-178, -18],
        [178, -18],
        [178, -16],
      ],
    ];
    expect(splitAtAntimeridian(crossing)).toEqual([
      [
        [
          [178, -16],
          [180, -16],
          [180, -18],
          [178, -18],
          [178, -16],
        ],
      ],
      [
        [
          [-180, -16],
          [-178, -16],
          [-178, -18],
          [-180, -18],
          [-180, -16],
        ],
      ],
    ]);
  });
});
