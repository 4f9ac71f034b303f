import { describe, expect, it } from 'vitest';
import { boundsOf, newTimeSeriesColumn, timeSeriesFieldsFor } from './timeSeriesColumnFields';

describe('time-series column fields', () => {
  it('shows size, ratio, y-axis and date format for a sparkline, and no color bounds', () => {
    expect(timeSeriesFieldsFor('spark')).toEqual([
      'label',
      'tooltip',
      'colType',
      'width',
      'height',
      'timeRatio',
      'showYAxis',
      'yAxisBounds',
      'd3format',
      'dateFormat',
    ]);
  });

  it('shows time lag and comparison type for a time comparison', () => {
    expect(timeSeriesFieldsFor('time')).toEqual([
      'label',
      'tooltip',
      'colType',
      'timeLag',
      'comparisonType',
      'bounds',
      'd3format',
    ]);
  });

  it('shows time lag for a period average, neither for a contribution', () => {
    expect(timeSeriesFieldsFor('avg')).toEqual([
      'label',
      'tooltip',
      'colType',
      'timeLag',
      'bounds',
      'd3format',
    ]);
    expect(timeSeriesFieldsFor('contrib')).toEqual(['label', 'tooltip', 'colType', 'bounds', 'd3format']);
    expect(timeSeriesFieldsFor('')).toEqual(['label', 'tooltip', 'colType', 'bounds', 'd3format']);
  });

  it('starts a new column with a key and open bounds', () => {
    const column = newTimeSeriesColumn();
    expect(column.key).toMatch(/^[a-z0-9]+$/);
    expect(column.bounds).toEqual([null, null]);
    expect(newTimeSeriesColumn().key).not.toBe(column.key);
  });

  it('reads bounds saved as text or numbers; anything else is open', () => {
    expect(boundsOf(['1', 2.5])).toEqual([1, 2.5]);
    expect(boundsOf([null, 'abc'])).toEqual([null, null]);
    expect(boundsOf(undefined)).toEqual([null, null]);
  });
});
