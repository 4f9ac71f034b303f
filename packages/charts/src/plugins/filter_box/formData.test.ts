import { describe, expect, it } from 'vitest';
import { filterBoxFormDataSchema } from './formData.js';

describe('filterBoxFormDataSchema (core filterBoxSettingsOf under `filterBox`)', () => {
  const parse = (formData: Record<string, unknown>) =>
    filterBoxFormDataSchema.parse({ datasource: '3__table', viz_type: 'filter_box', ...formData });

  it('reads a mistyped field setting as its default instead of failing the chart', () => {
    const { filterBox } = parse({
      filter_configs: [{ column: 'country', asc: 'no', multiple: null }, { label: 'No column yet' }],
      instant_filtering: 'false',
    });
    expect(filterBox.fields).toEqual([
      expect.objectContaining({ column: 'country', asc: true, multiple: true }),
    ]);
    expect(filterBox.instantFiltering).toBe(true);
  });

  it("keeps the shared controls the box's queries read", () => {
    const formData = parse({ adhoc_filters: [], time_range: 'Last week' });
    expect(formData).toMatchObject({ datasource: '3__table', time_range: 'Last week' });
    expect(formData.filterBox.timeRange).toBe('Last week');
  });
});
