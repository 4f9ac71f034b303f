import { describe, expect, it } from 'vitest';
import { chartSaveBody, saveableFormData } from './saveFormData';

describe('saving a chart', () => {
  it('drops filters inherited from the dashboard and keeps the chart’s own', () => {
    const own = { expressionType: 'SIMPLE', subject: 'a', operator: '==', comparator: 1, clause: 'WHERE' };
    const inherited = { ...own, subject: 'b', isExtra: true };
    expect(saveableFormData({ viz_type: 'table', adhoc_filters: [own, inherited] })).toEqual({
      viz_type: 'table',
      adhoc_filters: [own],
    });
    expect(saveableFormData({ viz_type: 'table' })).toEqual({ viz_type: 'table' });
  });

  it('names the dataset from the form data and keeps the params as JSON', () => {
    const body = chartSaveBody(undefined, { viz_type: 'line', datasource: '3__table' }, 'Sales');
    expect(body).toMatchObject({
      slice_name: 'Sales',
      viz_type: 'line',
      datasource_id: 3,
      datasource_type: 'table',
    });
    expect(JSON.parse(body.params)).toEqual({ viz_type: 'line', datasource: '3__table' });
    expect(body.query_context).toBeNull();
  });
});
