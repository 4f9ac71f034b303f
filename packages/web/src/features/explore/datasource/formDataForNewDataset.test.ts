import { describe, expect, it } from 'vitest';
import { formDataForNewDataset } from './formDataForNewDataset';

const withTime = {
  id: 12,
  columns: [
    { column_name: 'name' },
    { column_name: 'created', is_dttm: true },
    { column_name: 'updated', is_dttm: true },
  ],
};
const withoutTime = { id: 13, columns: [{ column_name: 'name' }] };

describe('formDataForNewDataset', () => {
  it('points the datasource at `{id}__table` and keeps the other controls', () => {
    const next = formDataForNewDataset(
      { datasource: '7__table', viz_type: 'table', metrics: ['count'] },
      withTime,
    );
    expect(next).toEqual({ datasource: '12__table', viz_type: 'table', metrics: ['count'] });
  });

  it('keeps a chosen time column that is a time column of the new dataset', () => {
    const next = formDataForNewDataset({ datasource: '7__table', granularity_sqla: 'updated' }, withTime);
    expect(next.granularity_sqla).toBe('updated');
  });

  it('replaces a time column the new dataset lacks by its first time column', () => {
    expect(formDataForNewDataset({ granularity_sqla: 'order_date' }, withTime).granularity_sqla).toBe(
      'created',
    );
    // A column that exists but is not temporal is not a time column either.
    expect(formDataForNewDataset({ granularity_sqla: 'name' }, withTime).granularity_sqla).toBe('created');
    expect(formDataForNewDataset({ granularity_sqla: null }, withTime).granularity_sqla).toBe('created');
  });

  it('sets the time column to null when the new dataset has none', () => {
    expect(
      formDataForNewDataset({ granularity_sqla: 'order_date' }, withoutTime).granularity_sqla,
    ).toBeNull();
  });

  it('adds no time column to form data that has none, and does not change its input', () => {
    const formData = { datasource: '7__table', viz_type: 'pie' };
    expect('granularity_sqla' in formDataForNewDataset(formData, withTime)).toBe(false);
    expect(formData).toEqual({ datasource: '7__table', viz_type: 'pie' });
  });
});
