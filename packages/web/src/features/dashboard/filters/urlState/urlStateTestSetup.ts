/**
 * The dashboard the filter-state tests load: one Country value filter over the whole dashboard, and the
 * mask it applies for a selection. Tests only.
 */
export const COUNTRY = 'NATIVE_FILTER-country';

export const countryFilterMetadata = {
  native_filter_configuration: [
    {
      id: COUNTRY,
      type: 'NATIVE_FILTER',
      name: 'Country',
      filterType: 'filter_select',
      targets: [{ datasetId: 1, column: { name: 'country' } }],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
    },
  ],
};

export const countryMask = (value: string[]) => ({
  extraFormData: { filters: [{ col: 'country', op: 'IN' as const, val: value }] },
  filterState: { value },
});
