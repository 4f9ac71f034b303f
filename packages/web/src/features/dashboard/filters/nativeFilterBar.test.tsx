// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../testing/antdTestHelpers';
import { datasetsLoaded } from '../state/dashboardSlice';
import {
  queriesOf,
  type QueryFilter,
  type SentChartQuery,
} from '../../../appTesting/dashboard/chartDataRecorder';
import {
  allChartsRendered,
  renderFilteredCharts,
  SCOPE_WITHOUT_CHART_3,
  selectFilter,
} from '../../../appTesting/dashboard/filterTestSetup';
import { NativeFilterBar } from './NativeFilterBar';

/**
 * The native filter bar against a stubbed chart data endpoint: option queries (no form_data) answer the
 * filter column's values, limited by a country filter when one is sent (the cascade); chart queries are
 * recorded with their filters. Filters apply to charts 1 and 2; chart 3 is excluded from their scope.
 */
const COUNTRY = 'NATIVE_FILTER-country';
const CITY = 'NATIVE_FILTER-city';
const CITIES: Record<string, string[]> = { FR: ['Paris', 'Lyon'], DE: ['Berlin'] };

const scope = SCOPE_WITHOUT_CHART_3;

function optionRows(column: string, filters: QueryFilter[]) {
  if (column === 'country') return Object.keys(CITIES).map((country) => ({ country, count: 1 }));
  const countries = filters.find((f) => f.col === 'country')?.val as string[] | undefined;
  const cities = (countries ?? Object.keys(CITIES)).flatMap((c) => CITIES[c] ?? []);
  return cities.map((city) => ({ city, count: 1 }));
}

function renderBar(nativeFilters: unknown[], featureFlags: Record<string, boolean> = {}) {
  return renderFilteredCharts(<NativeFilterBar />, {
    metadata: { native_filter_configuration: nativeFilters },
    featureFlags,
    optionRows,
  });
}

const chooseOption = (label: string, option: string) =>
  pickOption(screen.getByRole('combobox', { name: label }), option);
const lastQueryOf = (sent: SentChartQuery[], id: number) => queriesOf(sent, id).at(-1)!;
const applyButton = () => screen.getByRole('button', { name: 'Apply filters' }) as HTMLButtonElement;

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the native filter bar', () => {
  it('applies a selection: the chart in scope queries again with the filter, the excluded chart does not', async () => {
    const { sent } = renderBar([selectFilter(COUNTRY, 'Country', 'country')]);
    await allChartsRendered();
    expect(applyButton().disabled).toBe(true);
    await chooseOption('Country', 'FR');
    // Pending only: nothing re-queries before Apply.
    expect(queriesOf(sent, 2)).toHaveLength(1);
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(applyButton());
    await waitFor(() => expect(queriesOf(sent, 2)).toHaveLength(2));
    await allChartsRendered();
    expect(lastQueryOf(sent, 2).filters).toEqual([
      expect.objectContaining({ col: 'country', op: 'IN', val: ['FR'] }),
    ]);
    expect(lastQueryOf(sent, 1).filters).toEqual([expect.objectContaining({ col: 'country', val: ['FR'] })]);
    expect(queriesOf(sent, 3)).toHaveLength(1);
    expect(applyButton().disabled).toBe(true);
  });

  it("clears a child's value that the parent's new selection no longer offers (cascade)", async () => {
    const { store, sent } = renderBar([
      selectFilter(COUNTRY, 'Country', 'country', { controlValues: { multiSelect: false } }),
      selectFilter(CITY, 'City', 'city', { cascadeParentIds: [COUNTRY] }),
    ]);
    await allChartsRendered();
    await chooseOption('Country', 'FR');
    fireEvent.click(applyButton());
    await waitFor(() => expect(queriesOf(sent, 2)).toHaveLength(2));
    // The city options now come from France only.
    await chooseOption('City', 'Paris');
    fireEvent.click(applyButton());
    await waitFor(() =>
      expect(lastQueryOf(sent, 2).filters).toEqual([
        expect.objectContaining({ col: 'country', val: ['FR'] }),
        expect.objectContaining({ col: 'city', val: ['Paris'] }),
      ]),
    );
    await allChartsRendered();

    await chooseOption('Country', 'DE');
    fireEvent.click(applyButton());
    await waitFor(() =>
      expect(store.getState().dashboard.dataMask[CITY]?.filterState?.value ?? null).toBeNull(),
    );
    await waitFor(() =>
      expect(lastQueryOf(sent, 2).filters).toEqual([
        expect.objectContaining({ col: 'country', op: 'IN', val: ['DE'] }),
      ]),
    );
    expect(queriesOf(sent, 3)).toHaveLength(1);
  });

  it('Clear all empties every filter and the charts query again without them', async () => {
    const { store, sent } = renderBar([selectFilter(COUNTRY, 'Country', 'country')]);
    await allChartsRendered();
    await chooseOption('Country', 'DE');
    fireEvent.click(applyButton());
    await waitFor(() => expect(queriesOf(sent, 2)).toHaveLength(2));
    await allChartsRendered();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(queriesOf(sent, 2)).toHaveLength(3));
    expect(lastQueryOf(sent, 2).filters).toEqual([]);
    expect(store.getState().dashboard.chartExtraFormData).toEqual({});
    expect(queriesOf(sent, 3)).toHaveLength(1);
  });

  it('blocks Apply with a message until a required filter has a value', async () => {
    renderBar([
      selectFilter(COUNTRY, 'Country', 'country', {
        controlValues: { multiSelect: true, enableEmptyFilter: true },
      }),
      selectFilter(CITY, 'City', 'city'),
    ]);
    await allChartsRendered();
    expect(screen.getByTestId('native-filter-required').textContent).toContain('Country');
    expect(screen.getByText('Value is required')).toBeTruthy();
    await chooseOption('City', 'Berlin');
    expect(applyButton().disabled).toBe(true);
    await chooseOption('Country', 'DE');
    expect(screen.queryByTestId('native-filter-required')).toBeNull();
    expect(applyButton().disabled).toBe(false);
  });

  it('applies a range filter as >= and <= bounds', async () => {
    const { sent } = renderBar([
      {
        id: 'NATIVE_FILTER-amount',
        type: 'NATIVE_FILTER',
        name: 'Amount',
        filterType: 'filter_range',
        targets: [{ datasetId: 1, column: { name: 'amount' } }],
        scope,
      },
    ]);
    await allChartsRendered();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Amount Min' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Amount Max' }), { target: { value: '20' } });
    fireEvent.click(applyButton());
    await waitFor(() => expect(queriesOf(sent, 2)).toHaveLength(2));
    expect(lastQueryOf(sent, 2).filters).toEqual([
      expect.objectContaining({ col: 'amount', op: '>=', val: 10 }),
      expect.objectContaining({ col: 'amount', op: '<=', val: 20 }),
    ]);
    expect(queriesOf(sent, 3)).toHaveLength(1);
  });

  it("applies a time grain and a time column picked from the dataset's temporal columns", async () => {
    const target = [{ datasetId: 1 }];
    const { store } = renderBar([
      {
        id: 'NATIVE_FILTER-grain',
        type: 'NATIVE_FILTER',
        name: 'Grain',
        filterType: 'filter_timegrain',
        targets: target,
        scope,
      },
      {
        id: 'NATIVE_FILTER-when',
        type: 'NATIVE_FILTER',
        name: 'When',
        filterType: 'filter_timecolumn',
        targets: target,
        scope,
      },
    ]);
    await allChartsRendered();
    act(() => {
      store.dispatch(
        datasetsLoaded({
          '1__table': {
            table_name: 'sales',
            metrics: [],
            columns: [
              { column_name: 'order_date', is_dttm: true },
              { column_name: 'country', is_dttm: false },
            ],
          },
        }),
      );
    });
    await chooseOption('Grain', 'Hour');
    await chooseOption('When', 'order_date');
    // Only the temporal columns are offered.
    const offered = [...document.querySelectorAll('.ant-select-item-option-content')].map(
      (o) => o.textContent,
    );
    expect(offered).toContain('order_date');
    expect(offered).not.toContain('country');
    fireEvent.click(applyButton());
    const { dataMask } = store.getState().dashboard;
    expect(dataMask['NATIVE_FILTER-grain']?.extraFormData).toEqual({ time_grain_sqla: 'PT1H' });
    expect(dataMask['NATIVE_FILTER-when']?.extraFormData).toEqual({ granularity_sqla: 'order_date' });
  });

  it('selects and applies the first option of a filter set to default to its first item', async () => {
    const { store, sent } = renderBar([
      selectFilter(COUNTRY, 'Country', 'country', { controlValues: { defaultToFirstItem: true } }),
    ]);
    await waitFor(() =>
      expect(store.getState().dashboard.dataMask[COUNTRY]?.filterState?.value).toEqual(['FR']),
    );
    await waitFor(() =>
      expect(lastQueryOf(sent, 2).filters).toEqual([
        expect.objectContaining({ col: 'country', val: ['FR'] }),
      ]),
    );
  });

  it('highlights the charts in scope of the filter under the pointer and fades the others', async () => {
    const { store } = renderBar([selectFilter(COUNTRY, 'Country', 'country')]);
    await allChartsRendered();
    const filter = screen.getByTestId('native-filter');
    fireEvent.mouseEnter(filter);
    expect(store.getState().dashboard.focusedFilterId).toBe(COUNTRY);
    const css = screen.getByTestId('focused-filter-style').textContent!;
    expect(css).toContain('[data-chart-id="1"]');
    expect(css).toContain('[data-chart-id="2"]');
    expect(css).not.toContain('[data-chart-id="3"]');
    fireEvent.mouseLeave(filter);
    expect(screen.queryByTestId('focused-filter-style')).toBeNull();
  });

  it('collapses to a handle and expands again', async () => {
    renderBar([
      { id: 'NATIVE_FILTER_DIVIDER-x', type: 'DIVIDER', title: 'Places' },
      selectFilter(COUNTRY, 'Country', 'country'),
    ]);
    await allChartsRendered();
    expect(screen.getByTestId('native-filter-divider').textContent).toBe('Places');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the filter bar' }));
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand the filter bar' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeTruthy();
  });

  it('asks the server for the typed text when the filter searches all options', async () => {
    const { optionQueries } = renderBar([
      selectFilter(COUNTRY, 'Country', 'country', { controlValues: { searchAllOptions: true } }),
    ]);
    await allChartsRendered();
    expect(optionQueries).toEqual([[]]);
    const combobox = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.mouseDown(combobox);
    fireEvent.change(combobox, { target: { value: 'D' } });
    await waitFor(() => expect(optionQueries.at(-1)).toEqual([{ col: 'country', op: 'ILIKE', val: '%D%' }]));
  });

  it('shows nothing with DASHBOARD_NATIVE_FILTERS off', async () => {
    renderBar([selectFilter(COUNTRY, 'Country', 'country')], { DASHBOARD_NATIVE_FILTERS: false });
    await allChartsRendered();
    expect(screen.queryByTestId('native-filter-bar')).toBeNull();
  });
});
