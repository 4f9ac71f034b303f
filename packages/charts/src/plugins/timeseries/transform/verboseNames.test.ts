import { describe, expect, it } from 'vitest';
import { verboseNamer } from './verboseNames.js';

const datasource = {
  id: 1,
  type: 'table',
  columns: [{ column_name: 'gender', verbose_name: 'Gender' }],
  metrics: [
    { metric_name: 'sum__num', verbose_name: 'Births' },
    { metric_name: 'count', verbose_name: null },
  ],
};

describe('verboseNamer', () => {
  it('shows saved metrics by their verbose name, shifted copies included, and values as they are', () => {
    const name = verboseNamer(datasource, ['1 year ago']);
    expect(['sum__num', 'sum__num__1 year ago', 'count', 'gender', 'boy'].map(name)).toEqual([
      'Births',
      'Births__1 year ago',
      'count',
      'gender',
      'boy',
    ]);
    expect(verboseNamer(undefined, [])('sum__num')).toBe('sum__num');
  });
});
