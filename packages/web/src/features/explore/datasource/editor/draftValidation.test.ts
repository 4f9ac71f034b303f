import { describe, expect, it } from 'vitest';
import { fixtureDatasource } from '../testing/datasourceFixtures';
import { draftFromDatasource, newCalculatedColumn, newMetric, type DatasetDraft } from './datasetDraft';
import { isJsonObjectText, validateDraft } from './draftValidation';

const draft = (change: (draft: DatasetDraft) => DatasetDraft = (d) => d) =>
  change(draftFromDatasource(fixtureDatasource()));

describe('validateDraft', () => {
  it('finds nothing wrong with the dataset as loaded', () => {
    expect(validateDraft(draft())).toEqual([]);
  });

  it('reports empty and duplicated column names', () => {
    const errors = validateDraft(
      draft((d) => ({
        ...d,
        columns: [
          ...d.columns,
          { ...newCalculatedColumn(), column_name: 'country', expression: 'upper(country)' },
          { ...newCalculatedColumn(), column_name: '  ', expression: '1' },
        ],
      })),
    );
    expect(errors).toEqual(['Every column needs a name', 'Column name "country" is used more than once']);
  });

  it('needs an SQL expression for calculated columns and metrics', () => {
    const errors = validateDraft(
      draft((d) => ({
        ...d,
        columns: [...d.columns, { ...newCalculatedColumn(), column_name: 'calc' }],
        metrics: [...d.metrics, { ...newMetric(), metric_name: 'm', expression: '  ' }],
      })),
    );
    expect(errors).toEqual([
      'Calculated column "calc" needs an SQL expression',
      'Metric "m" needs an SQL expression',
    ]);
  });

  it('reports empty and duplicated metric keys', () => {
    const errors = validateDraft(
      draft((d) => ({
        ...d,
        metrics: [
          ...d.metrics,
          { ...newMetric(), metric_name: ' count ', expression: 'COUNT(1)' },
          { ...newMetric(), expression: 'SUM(1)' },
        ],
      })),
    );
    expect(errors).toEqual(['Every metric needs a metric key', 'Metric key "count" is used more than once']);
  });

  it('requires the extra to be a JSON object when given', () => {
    expect(validateDraft(draft((d) => ({ ...d, extra: '{"a": ' })))).toEqual(['Extra must be a JSON object']);
    expect(validateDraft(draft((d) => ({ ...d, extra: '[1]' })))).toEqual(['Extra must be a JSON object']);
    expect(isJsonObjectText('')).toBe(true);
    expect(isJsonObjectText('{"warning_markdown": "x"}')).toBe(true);
    expect(isJsonObjectText('null')).toBe(false);
  });
});
