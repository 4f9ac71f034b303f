import { DEFAULT_VIEWPORT } from '@sightline/charts';
import { describe, expect, it } from 'vitest';
import { readViewport, viewportSummary, withViewportField } from './viewportValue';

describe('viewport values', () => {
  it('fills missing or non-numeric fields with the defaults (≈6.85, ≈31.22, zoom 1, bearing 0, pitch 0)', () => {
    const viewport = readViewport({ zoom: 4, pitch: 'x', width: 800 });
    expect(viewport).toMatchObject({ ...DEFAULT_VIEWPORT, zoom: 4, width: 800 });
    expect(readViewport(undefined).longitude).toBeCloseTo(6.85, 2);
    expect(readViewport(undefined).latitude).toBeCloseTo(31.22, 2);
    expect(readViewport({ longitude: '10.5' }).longitude).toBe(10.5);
  });

  it('changes one field, keeping the old number when a field is emptied', () => {
    const viewport = readViewport(undefined);
    expect(withViewportField(viewport, 'bearing', 45).bearing).toBe(45);
    expect(withViewportField(viewport, 'bearing', null)).toBe(viewport);
  });

  it('summarises longitude, latitude and zoom', () => {
    expect(viewportSummary(readViewport(undefined))).toBe('6.85°, 31.22°, zoom 1');
  });
});
