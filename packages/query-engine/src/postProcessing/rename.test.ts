import { describe, expect, it } from 'vitest';
import { columnNames, day, frameOf } from './testFrames.js';

const frame = frameOf({ ds: [day(1), day(1)], gender: ['boy', 'girl'], num: [1, 2] });
const pivot = {
  operation: 'pivot',
  options: { index: ['ds'], columns: ['gender'], aggregates: { num: { operator: 'sum' } } },
};

describe('rename', () => {
  it('renames flat columns', () => {
    expect(columnNames(frame, [{ operation: 'rename', options: { columns: { num: 'births' } } }])).toEqual([
      'ds',
      'gender',
      'births',
    ]);
  });

  it('drops the metric label of single-metric series with a null on level 0, as Superset charts do', () => {
    expect(
      columnNames(frame, [
        pivot,
        { operation: 'rename', options: { columns: { num: null }, level: 0, inplace: true } },
        { operation: 'flatten' },
      ]),
    ).toEqual(['ds', 'boy', 'girl']);
    expect(
      columnNames(frame, [
        pivot,
        { operation: 'rename', options: { columns: { num: 'Births' }, level: 0 } },
        { operation: 'flatten' },
      ]),
    ).toEqual(['ds', 'Births, boy', 'Births, girl']);
  });

  it('is a no-op without columns and rejects unknown or existing names', () => {
    expect(columnNames(frame, [{ operation: 'rename', options: {} }])).toEqual(['ds', 'gender', 'num']);
    expect(() => columnNames(frame, [{ operation: 'rename', options: { columns: { x: 'y' } } }])).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(() =>
      columnNames(frame, [{ operation: 'rename', options: { columns: { num: 'gender' } } }]),
    ).toThrow('Label already exists');
  });
});
