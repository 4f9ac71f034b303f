// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NativeFilter } from '@sightline/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../../../testing/fakeServer';
import { publishDataMask } from '../dataMaskThunks';
import { queriesOf, type SentChartQuery } from '../../../../appTesting/dashboard/chartDataRecorder';
import { renderFilteredCharts, selectFilter } from '../../../../appTesting/dashboard/filterTestSetup';
import { NativeFilterBar } from '../NativeFilterBar';
import { filterSetJsonMetadata } from './filterSetParams';
import type { FilterSet } from './filterSetsApi';
import { useFilterSetUrl } from './useFilterSetUrl';

const COUNTRY = 'NATIVE_FILTER-country';
const countryFilter = selectFilter(COUNTRY, 'Country', 'country') as NativeFilter;
const countryMask = (value: string[]) => ({
  id: COUNTRY,
  extraFormData: { filters: [{ col: 'country', op: 'IN' as const, val: value }] },
  filterState: { value },
  ownState: {},
});
const BASE = '/api/v1/dashboard/5/filtersets';

function savedSet(id: number, name: string, country: string[]): FilterSet {
  const json = filterSetJsonMetadata(name, [countryFilter], { [COUNTRY]: countryMask(country) });
  return { id, name, json_metadata: json, params: JSON.parse(json), owner_type: 'Dashboard', owner_id: 5 };
}

function Harness() {
  useFilterSetUrl();
  return <NativeFilterBar />;
}

/** The bar and charts 1–3 with a filter sets endpoint holding `sets` (POST adds to it). */
function renderSets(
  sets: FilterSet[],
  { url, handlers = {} }: { url?: string; handlers?: Record<string, Handler> } = {},
) {
  let nextId = 100;
  const listed = { count: 0 };
  const rendered = renderFilteredCharts(<Harness />, {
    metadata: { native_filter_configuration: [countryFilter] },
    url,
    optionRows: () => [{ country: 'FR', count: 1 }],
    handlers: {
      [`GET ${BASE}`]: () => {
        listed.count += 1;
        return { body: { count: sets.length, ids: sets.map((s) => s.id), result: sets } };
      },
      [`POST ${BASE}`]: () => {
        const body = rendered.server.bodies.get(`POST ${BASE}`) as { name: string; json_metadata: string };
        sets.push({ id: nextId, name: body.name, json_metadata: body.json_metadata });
        return { status: 201, body: { id: nextId++, result: body } };
      },
      ...handlers,
    },
  });
  return { ...rendered, listed };
}

const lastFilters = (sent: SentChartQuery[], id: number) => queriesOf(sent, id).at(-1)?.filters;
const setItem = (name: string) =>
  screen.getAllByTestId('filter-set').find((item) => within(item).queryByText(name))!;
const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('filter sets in the filter bar', () => {
  it('creates a set from the applied filters (exact POST body, trimmed name), then lists it again', async () => {
    const { store, server, listed } = renderSets([]);
    await screen.findByText('No filter sets yet');
    act(() => void store.dispatch(publishDataMask(COUNTRY, countryMask(['FR']))));
    const create = screen.getByRole('button', { name: 'Create new filter set' }) as HTMLButtonElement;
    const input = screen.getByRole('textbox', { name: 'Name of the new filter set' });
    fireEvent.change(input, { target: { value: '   ' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '  France  ' } });
    fireEvent.click(create);
    await screen.findByText('France');
    const body = server.bodies.get(`POST ${BASE}`) as Record<string, unknown>;
    expect(body).toEqual({
      name: 'France',
      owner_type: 'Dashboard',
      owner_id: 5,
      json_metadata: expect.any(String),
    });
    const params = JSON.parse(body.json_metadata as string);
    expect(params.dataMask[COUNTRY]).toMatchObject({ filterState: { value: ['FR'] } });
    expect(Object.keys(params.nativeFilters)).toEqual([COUNTRY]);
    expect(listed.count).toBe(2);
  });

  it('shows a failed save as a message', async () => {
    renderSets([], {
      handlers: {
        [`POST ${BASE}`]: () => ({ status: 422, body: { message: { name: ['Name must be unique'] } } }),
      },
    });
    await screen.findByText('No filter sets yet');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of the new filter set' }), {
      target: { value: 'Taken' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create new filter set' }));
    expect((await screen.findByTestId('filter-sets-error')).textContent).toContain('Name must be unique');
  });

  it('applies a set: in-scope charts query with its filter, the URL names it until other filters apply', async () => {
    const { store, router, sent } = renderSets([savedSet(11, 'Germany', ['DE'])]);
    await screen.findByText('Germany');
    await waitFor(() => expect(queriesOf(sent, 1)).toHaveLength(1));
    fireEvent.click(within(setItem('Germany')).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(lastFilters(sent, 1)).toEqual([expect.objectContaining({ col: 'country', val: ['DE'] })]),
    );
    await waitFor(() => expect(lastFilters(sent, 2)).toEqual([expect.objectContaining({ val: ['DE'] })]));
    expect(queriesOf(sent, 3)).toHaveLength(1);
    expect(searchOf(router).get('filter_set_id')).toBe('11');
    expect(within(setItem('Germany')).getByRole('button', { name: 'Applied' })).toBeTruthy();

    act(() => void store.dispatch(publishDataMask(COUNTRY, countryMask(['FR']))));
    await waitFor(() => expect(searchOf(router).has('filter_set_id')).toBe(false));
  });

  it('applies the set the URL names on load', async () => {
    const { sent, router } = renderSets([savedSet(11, 'Germany', ['DE'])], {
      url: '/dashboard/sales/?filter_set_id=11&activeTabs=TAB-1',
    });
    await waitFor(() =>
      expect(lastFilters(sent, 1)).toEqual([expect.objectContaining({ col: 'country', val: ['DE'] })]),
    );
    expect(searchOf(router).get('filter_set_id')).toBe('11');
    expect(searchOf(router).get('activeTabs')).toBe('TAB-1');
  });

  it('renames with PUT {name, json_metadata} and updates a set with the current filters', async () => {
    const set = savedSet(11, 'Germany', ['DE']);
    const { store, server } = renderSets([set], {
      handlers: { [`PUT ${BASE}/11`]: () => ({ body: { id: 11, result: {} } }) },
    });
    await screen.findByText('Germany');
    fireEvent.click(within(setItem('Germany')).getByRole('button', { name: 'Edit name' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter set name' }), {
      target: { value: ' Deutschland ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies.get(`PUT ${BASE}/11`)).toEqual({
        name: 'Deutschland',
        json_metadata: set.json_metadata,
      }),
    );

    act(() => void store.dispatch(publishDataMask(COUNTRY, countryMask(['FR']))));
    fireEvent.click(
      within(setItem('Germany')).getByRole('button', { name: 'Update with the current filters' }),
    );
    await waitFor(() => {
      const body = server.bodies.get(`PUT ${BASE}/11`) as { name: string; json_metadata: string };
      expect(body.name).toBe('Germany');
      expect(JSON.parse(body.json_metadata).dataMask[COUNTRY].filterState).toEqual({ value: ['FR'] });
    });
  });

  it('deletes after 5 s unless undone, then sends DELETE and lists the sets again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sets = [savedSet(11, 'Germany', ['DE'])];
    const { server, listed } = renderSets(sets, {
      handlers: {
        [`DELETE ${BASE}/11`]: () => {
          sets.splice(0, 1);
          return { body: { message: 'OK' } };
        },
      },
    });
    await screen.findByText('Germany');
    const deletes = () => server.calls.filter((call) => call.method === 'DELETE');

    fireEvent.click(within(setItem('Germany')).getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('filter-set-pending').textContent).toContain('Filter set “Germany” deleted');
    expect(screen.queryAllByTestId('filter-set')).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(4900));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    act(() => void vi.advanceTimersByTime(6000));
    expect(deletes()).toHaveLength(0);
    expect(screen.getByText('Germany')).toBeTruthy();

    const listedBefore = listed.count;
    fireEvent.click(within(setItem('Germany')).getByRole('button', { name: 'Delete' }));
    act(() => void vi.advanceTimersByTime(4900));
    expect(deletes()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(200));
    await waitFor(() => expect(deletes().map((call) => call.path)).toEqual([`${BASE}/11`]));
    await waitFor(() => expect(listed.count).toBe(listedBefore + 1));
    await screen.findByText('No filter sets yet');
  });

  it('deletes a pending set at once when the bar closes before the 5 s are over', async () => {
    const { server } = renderSets([savedSet(11, 'Germany', ['DE'])], {
      handlers: { [`DELETE ${BASE}/11`]: () => ({ body: { message: 'OK' } }) },
    });
    await screen.findByText('Germany');
    fireEvent.click(within(setItem('Germany')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the filter bar' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        `${BASE}/11`,
      ]),
    );
  });
});
