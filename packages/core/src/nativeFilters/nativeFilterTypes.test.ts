import { describe, expect, it } from 'vitest';
import {
  FILTER_PREVIEW_ROW_LIMIT,
  NATIVE_FILTER_DIVIDER_PREFIX,
  NATIVE_FILTER_PREFIX,
  PENDING_DELETE_MS,
  chartConfigurationSchema,
  isNativeFilter,
  newNativeFilterDividerId,
  newNativeFilterId,
  parseNativeFilterConfiguration,
} from './nativeFilterTypes.js';

describe('native filter ids and constants', () => {
  it('prefixes filter and divider ids and makes them unique', () => {
    expect(NATIVE_FILTER_PREFIX).toBe('NATIVE_FILTER-');
    expect(NATIVE_FILTER_DIVIDER_PREFIX).toBe('NATIVE_FILTER_DIVIDER-');
    const id = newNativeFilterId();
    expect(id.startsWith('NATIVE_FILTER-')).toBe(true);
    expect(id.length).toBeGreaterThan('NATIVE_FILTER-'.length);
    expect(newNativeFilterId()).not.toBe(id);
    expect(newNativeFilterDividerId().startsWith('NATIVE_FILTER_DIVIDER-')).toBe(true);
  });

  it('keeps the spec constants', () => {
    expect(FILTER_PREVIEW_ROW_LIMIT).toBe(1000);
    expect(PENDING_DELETE_MS).toBe(5000);
  });
});

describe('parseNativeFilterConfiguration', () => {
  const filter = {
    id: 'NATIVE_FILTER-a',
    type: 'NATIVE_FILTER',
    name: 'Country',
    filterType: 'filter_select',
    targets: [{ datasetId: 3, column: { name: 'country' } }],
    controlValues: { multiSelect: true, enableEmptyFilter: false },
    defaultDataMask: { filterState: { value: ['FR'] }, extraFormData: {} },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [4] },
    chartsInScope: [1, 2],
    tabsInScope: [],
    supersetOnlyKey: 'kept',
  };
  const divider = { id: 'NATIVE_FILTER_DIVIDER-b', type: 'DIVIDER', title: 'Time', description: '' };

  it('reads filters and dividers, keeping unknown keys so a save round-trips them', () => {
    const items = parseNativeFilterConfiguration([filter, divider]);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ supersetOnlyKey: 'kept', scope: { excluded: [4] } });
    expect(isNativeFilter(items[0]!)).toBe(true);
    expect(isNativeFilter(items[1]!)).toBe(false);
  });

  it('drops items that do not parse instead of failing the dashboard', () => {
    expect(parseNativeFilterConfiguration([{ id: 'x', type: 'OTHER' }, divider])).toHaveLength(1);
    expect(parseNativeFilterConfiguration({})).toEqual([]);
  });

  it('accepts cross-filter scopes as an object or global', () => {
    const parsed = chartConfigurationSchema.safeParse({
      '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2] } },
      '2': { id: 2, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [2] } } },
    });
    expect(parsed.success).toBe(true);
  });
});
