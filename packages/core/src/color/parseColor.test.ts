import { describe, expect, it } from 'vitest';
import {
  addOpacity,
  getContrastingTextColor,
  isValidColor,
  parseColor,
  validateOpacity,
} from './parseColor.js';

describe('parseColor', () => {
  it.each([
    ['#abc', { r: 170, g: 187, b: 204, a: 1 }],
    ['#ABC', { r: 170, g: 187, b: 204, a: 1 }],
    ['#007a87', { r: 0, g: 122, b: 135, a: 1 }],
    ['#1F77B4', { r: 31, g: 119, b: 180, a: 1 }],
    ['rgb(0, 122, 135)', { r: 0, g: 122, b: 135, a: 1 }],
    ['rgb(255,255,255)', { r: 255, g: 255, b: 255, a: 1 }],
    ['rgba(0, 122, 135, 0.5)', { r: 0, g: 122, b: 135, a: 0.5 }],
    ['rgba(1,2,3,0)', { r: 1, g: 2, b: 3, a: 0 }],
    ['rgba(1, 2, 3, 1)', { r: 1, g: 2, b: 3, a: 1 }],
    ['rgba(1, 2, 3, .25)', { r: 1, g: 2, b: 3, a: 0.25 }],
  ])('parses %s', (text, expected) => {
    expect(parseColor(text)).toEqual(expected);
  });

  it.each([
    'red',
    '#abcd',
    '#12345',
    '#1234567',
    'abc',
    '007a87',
    'rgb(1, 2)',
    'rgb(256, 0, 0)',
    'hsl(1, 2%, 3%)',
    '',
  ])("rejects %j with 'Invalid color: ...'", (text) => {
    expect(() => parseColor(text)).toThrow(new Error(`Invalid color: ${text}`));
  });

  it('rejects an rgba alpha above 1 with the opacity message', () => {
    expect(() => parseColor('rgba(1, 2, 3, 1.5)')).toThrow(
      new Error('The opacity should between 0 and 1, but got: 1.5'),
    );
  });

  it('isValidColor mirrors parseColor without throwing', () => {
    expect(isValidColor('#fff')).toBe(true);
    expect(isValidColor('rgb(1, 2, 3)')).toBe(true);
    expect(isValidColor('white')).toBe(false);
  });
});

describe('validateOpacity', () => {
  it.each([0, 0.35, 1])('accepts %s', (value) => {
    expect(validateOpacity(value)).toBe(value);
  });

  it.each<[unknown, string]>([
    [1.1, '1.1'],
    [-0.1, '-0.1'],
    [2, '2'],
    [Number.NaN, 'NaN'],
    ['0.5', '0.5'],
    [null, 'null'],
    [undefined, 'undefined'],
  ])("rejects %j with 'The opacity should between 0 and 1, but got: %s'", (value, shown) => {
    expect(() => validateOpacity(value)).toThrow(
      new Error(`The opacity should between 0 and 1, but got: ${shown}`),
    );
  });
});

describe('addOpacity', () => {
  it('appends the alpha byte to a 6-digit hex', () => {
    expect(addOpacity('#1F77B4', 0.8)).toBe('#1F77B4CC');
    expect(addOpacity('#1f77b4', 1)).toBe('#1F77B4FF');
    expect(addOpacity('#1f77b4', 0)).toBe('#1F77B400');
  });

  it('expands 3-digit hex and converts rgb() first', () => {
    expect(addOpacity('#abc', 0.5)).toBe('#AABBCC80');
    expect(addOpacity('rgb(0, 122, 135)', 0.2)).toBe('#007A8733');
  });

  it('validates the opacity and the color', () => {
    expect(() => addOpacity('#abc', 1.2)).toThrow('The opacity should between 0 and 1, but got: 1.2');
    expect(() => addOpacity('blue', 0.5)).toThrow('Invalid color: blue');
  });
});

describe('getContrastingTextColor', () => {
  it('picks white on dark and black on light backgrounds', () => {
    expect(getContrastingTextColor('#08306B')).toBe('#FFFFFF');
    expect(getContrastingTextColor('#000')).toBe('#FFFFFF');
    expect(getContrastingTextColor('#FFF5EB')).toBe('#000000');
    expect(getContrastingTextColor('#FFB400')).toBe('#000000');
  });
});
