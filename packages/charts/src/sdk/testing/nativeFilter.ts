import type { NativeFilter } from '@sightline/core';

/** Test helper: a native filter with the given fields (a select on `country` over the whole dashboard). */
export function nativeFilter(fields: Partial<NativeFilter> & { id: string }): NativeFilter {
  return {
    type: 'NATIVE_FILTER',
    name: fields.id,
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'country' } }],
    controlValues: { multiSelect: true },
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    cascadeParentIds: [],
    ...fields,
  };
}
