import { describe, expect, it } from 'vitest';
import { MERCATOR_MAX_LATITUDE, mercatorLatitude, mercatorY, projectMercator } from './mercator.js';
import { DEFAULT_VIEWPORT, fitViewport, viewportSchema, viewportToGeoView } from './viewport.js';

describe('Web Mercator in degree units', () => {
  it('keeps the equator and makes the world a 360-unit square', () => {
    expect(mercatorY(0)).toBeCloseTo(0, 12);
    expect(mercatorY(MERCATOR_MAX_LATITUDE)).toBeCloseTo(180, 9);
    expect(mercatorY(-MERCATOR_MAX_LATITUDE)).toBeCloseTo(-180, 9);
  });

  it('stretches high latitudes (60° lies 75.46 units north) and clamps the poles', () => {
    expect(mercatorY(60)).toBeCloseTo(75.4561, 4);
    expect(mercatorY(90)).toBeCloseTo(180, 9);
    expect(mercatorY(-90)).toBeCloseTo(-180, 9);
  });

  it('inverts', () => {
    for (const latitude of [-80, -33.9, 0, 12.5, 51.5, 85])
      expect(mercatorLatitude(mercatorY(latitude))).toBeCloseTo(latitude, 9);
  });

  it('projects longitude unchanged', () => {
    expect(projectMercator({ longitude: -73.8, latitude: 0 })).toEqual([-73.8, expect.closeTo(0, 12)]);
  });
});

describe('viewport', () => {
  it('has the default camera', () => {
    expect(DEFAULT_VIEWPORT.longitude).toBeCloseTo(6.85, 2);
    expect(DEFAULT_VIEWPORT.latitude).toBeCloseTo(31.22, 2);
    expect(DEFAULT_VIEWPORT).toMatchObject({ zoom: 1, bearing: 0, pitch: 0 });
  });

  it('fills a missing bearing and pitch', () => {
    expect(viewportSchema.parse({ longitude: 1, latitude: 2, zoom: 3 })).toEqual({
      longitude: 1,
      latitude: 2,
      zoom: 3,
      bearing: 0,
      pitch: 0,
    });
  });

  it('maps a deck.gl viewport onto ECharts geo: projected centre, zoom 2^z on a 512 px world', () => {
    const view = viewportToGeoView({ longitude: 10, latitude: 60, zoom: 3, bearing: 0, pitch: 0 });
    expect(view).toMatchObject({
      layoutCenter: ['50%', '50%'],
      layoutSize: 512,
      aspectScale: 1,
      boundingCoords: [
        [-180, 180],
        [180, -180],
      ],
      zoom: 8,
    });
    expect(view.center[0]).toBe(10);
    expect(view.center[1]).toBeCloseTo(75.4561, 4);
    expect(viewportToGeoView(DEFAULT_VIEWPORT).zoom).toBe(2);
    expect(viewportToGeoView({ ...DEFAULT_VIEWPORT, zoom: 0 }).zoom).toBe(1);
  });
});

describe('fitViewport (autozoom)', () => {
  it('centres on the points and zooms so their box fills the chart minus 20 px padding', () => {
    // New York and Madrid: 70.2° of longitude; the height has room to spare.
    const fitted = fitViewport(
      DEFAULT_VIEWPORT,
      [
        { longitude: -73.8058, latitude: 40.62106 },
        { longitude: -3.60832, latitude: 40.54356 },
      ],
      800,
      400,
    );
    expect(fitted.longitude).toBeCloseTo(-38.70706, 5);
    expect(fitted.latitude).toBeCloseTo(40.58232, 3);
    // 760 px for 70.19748 units at 512/360 px per unit at zoom 0 → zoom log2(7.6122...) = 2.9284.
    expect(fitted.zoom).toBeCloseTo(Math.log2(760 / 70.19748 / (512 / 360)), 6);
    expect(fitted).toMatchObject({ bearing: 0, pitch: 0 });
  });

  it('fits on the tighter side', () => {
    const fitted = fitViewport(
      DEFAULT_VIEWPORT,
      [
        { longitude: 0, latitude: -10 },
        { longitude: 1, latitude: 10 },
      ],
      1000,
      240,
    );
    expect(fitted.zoom).toBeCloseTo(Math.log2(200 / (mercatorY(10) * 2) / (512 / 360)), 6);
  });

  it('stops at zoom 16 for a single point and keeps the saved viewport without points', () => {
    expect(fitViewport(DEFAULT_VIEWPORT, [{ longitude: 2.35, latitude: 48.85 }], 600, 400)).toEqual({
      ...DEFAULT_VIEWPORT,
      longitude: 2.35,
      latitude: expect.closeTo(48.85, 9),
      zoom: 16,
    });
    expect(fitViewport(DEFAULT_VIEWPORT, [], 600, 400)).toBe(DEFAULT_VIEWPORT);
    expect(fitViewport(DEFAULT_VIEWPORT, [{ longitude: 1, latitude: 1 }], 30, 400)).toBe(DEFAULT_VIEWPORT);
  });

  it('never zooms out past the whole world', () => {
    const fitted = fitViewport(
      DEFAULT_VIEWPORT,
      [
        { longitude: -180, latitude: -85 },
        { longitude: 180, latitude: 85 },
      ],
      200,
      200,
    );
    expect(fitted.zoom).toBe(0);
  });
});
