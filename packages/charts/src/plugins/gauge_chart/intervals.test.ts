import { describe, expect, it } from 'vitest';
import { intervalBands, parseNumberList, TRACK_COLOR } from './intervals.js';

const COLORS = ['#1F77B4', '#FF7F0E', '#2CA02C', '#D62728'];

describe('gauge intervals', () => {
  it('parses comma-separated numbers, all or nothing', () => {
    expect(parseNumberList(' 150, 300,400 ')).toEqual([150, 300, 400]);
    expect(parseNumberList('')).toEqual([]);
    expect(parseNumberList('1,,2')).toEqual([]);
    expect(parseNumberList('1,x')).toEqual([]);
  });

  it('places bounds on the axis and picks 1-based scheme colors', () => {
    expect(intervalBands('150,300,400', '4,3,1', COLORS, 0, 400)).toEqual([
      [0.375, '#D62728'],
      [0.75, '#2CA02C'],
      [1, '#1F77B4'],
    ]);
  });

  it('measures from a non-zero minimum, wraps color picks and continues the track after the last bound', () => {
    expect(intervalBands('20,60', '6', COLORS, -20, 180)).toEqual([
      [0.2, '#FF7F0E'],
      [0.4, '#FF7F0E'],
      [1, TRACK_COLOR],
    ]);
  });

  it('draws no bands without bounds or an empty axis', () => {
    expect(intervalBands('', '1', COLORS, 0, 10)).toEqual([]);
    expect(intervalBands('5', '1', COLORS, 10, 10)).toEqual([]);
  });
});
