import { describe, expect, it } from 'vitest';
import {
  columnsOfChartParams,
  layerToSave,
  newAnnotationLayer,
  sourceTypeFor,
  validateAnnotationLayer,
  withAnnotationType,
} from './annotationLayerShape';

describe('annotation layer shape', () => {
  it('derives the source type from the layer type', () => {
    expect(sourceTypeFor('FORMULA')).toBe('NATIVE');
    expect(sourceTypeFor('EVENT')).toBe('table');
    expect(sourceTypeFor('INTERVAL')).toBe('table');
    expect(sourceTypeFor('TIME_SERIES')).toBe('line');
  });

  it('drops the old type’s value and columns when the type changes', () => {
    const formula = { ...newAnnotationLayer(), name: 'x', value: '2*x' };
    const event = withAnnotationType(formula, 'EVENT');
    expect(event).toMatchObject({
      annotationType: 'EVENT',
      sourceType: 'table',
      value: null,
      overrides: { time_range: null },
    });
    expect(withAnnotationType({ ...event, value: 4, timeColumn: 'ds' }, 'FORMULA')).toMatchObject({
      sourceType: 'NATIVE',
      value: '',
      timeColumn: '',
      overrides: {},
    });
  });

  it('needs a unique name, a formula, a chart and the time columns of events and intervals', () => {
    const formula = { ...newAnnotationLayer(), name: ' ' };
    expect(validateAnnotationLayer(formula, [])).toEqual({
      name: 'The layer needs a name',
      value: 'Enter a formula',
    });
    expect(validateAnnotationLayer({ ...formula, name: 'Goal', value: '10' }, ['Goal'])).toEqual({
      name: 'Another layer already has this name',
    });
    const interval = withAnnotationType({ ...formula, name: 'Releases' }, 'INTERVAL');
    expect(validateAnnotationLayer(interval, [])).toEqual({
      value: 'Choose a chart',
      timeColumn: 'Choose a column',
      intervalEndColumn: 'Choose a column',
    });
    expect(
      validateAnnotationLayer({ ...interval, value: 3, timeColumn: 'start', intervalEndColumn: 'end' }, []),
    ).toEqual({});
    expect(validateAnnotationLayer({ ...withAnnotationType(interval, 'TIME_SERIES'), value: 3 }, [])).toEqual(
      {},
    );
  });

  it('saves a trimmed name and formula', () => {
    expect(layerToSave({ ...newAnnotationLayer(), name: ' Goal ', value: ' 2*x ' })).toMatchObject({
      name: 'Goal',
      value: '2*x',
    });
  });

  it("reads the result columns of a source chart's form data", () => {
    const params = JSON.stringify({
      all_columns: ['start', 'title'],
      groupby: ['kind', { sqlExpression: 'a || b', label: 'ab' }],
      metrics: ['count', { expressionType: 'SQL', sqlExpression: 'MAX(x)', label: 'top' }],
    });
    expect(columnsOfChartParams(params)).toEqual(['start', 'title', 'kind', 'ab', 'count', 'top']);
    expect(columnsOfChartParams('not json')).toEqual([]);
    expect(columnsOfChartParams(null)).toEqual([]);
  });
});
