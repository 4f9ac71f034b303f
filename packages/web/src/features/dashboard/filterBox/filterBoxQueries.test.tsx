// @vitest-environment jsdom
// antd's select menu watches its size.
import '../../../testing/jsdomPolyfills';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppSelector } from '../../../platform/hooks';
import { pickOption } from '../../../testing/antdTestHelpers';
import { queriesOf, type SentChartQuery } from '../../../appTesting/dashboard/chartDataRecorder';
import { renderFilterBoxDashboard } from '../../../appTesting/dashboard/filterBoxTestSetup';
import { useFilterBoxHooks, type FilterBoxChartProps } from './useFilterBoxHooks';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Stands in for the filter_box chart: hands its hooks to the test. */
let boxProps: FilterBoxChartProps | null = null;
function FilterBoxHost() {
  const slice = useAppSelector((state) => state.dashboard.slices[10]);
  boxProps = useFilterBoxHooks(10, slice, {});
  return null;
}
const renderWithFilterBox = (metadata: Record<string, unknown>) =>
  renderFilterBoxDashboard({ metadata, top: <FilterBoxHost /> });

const nameFilter = (q: SentChartQuery) => {
  const found = q.filters.find((f) => f.col === 'name');
  return found && { col: found.col, op: found.op, val: found.val };
};

describe('filter box on the dashboard', () => {
  it("re-queries only the charts in the box's scope, with the IN filter in their bodies", async () => {
    const { sent, store } = renderWithFilterBox({
      filter_scopes: { '10': { name: { scope: ['ROOT_ID'], immune: [3] } } },
    });
    await waitFor(() => expect(sent.length).toBe(3));
    expect(boxProps?.filterState).toEqual({ selectedValues: { name: [] } });

    act(() => boxProps!.hooks.onAddFilter!('name', ['Amy', 'Bob'], false));

    await waitFor(() => expect(sent.length).toBe(5));
    expect(queriesOf(sent, 1).map(nameFilter)[1]).toEqual({ col: 'name', op: 'IN', val: ['Amy', 'Bob'] });
    expect(queriesOf(sent, 2).map(nameFilter)[1]).toEqual({ col: 'name', op: 'IN', val: ['Amy', 'Bob'] });
    expect(queriesOf(sent, 3)).toHaveLength(1);
    expect(store.getState().dashboard.dashboardFilters[10]!.columns.name).toEqual(['Amy', 'Bob']);
    expect(boxProps?.filterState).toEqual({ selectedValues: { name: ['Amy', 'Bob'] } });
  });

  it('starts from the metadata default_filters, over every chart but the box', async () => {
    const { sent } = renderWithFilterBox({ default_filters: JSON.stringify({ 10: { name: ['Cy'] } }) });
    await waitFor(() => expect(sent.length).toBe(3));
    for (const q of sent) expect(nameFilter(q)).toEqual({ col: 'name', op: 'IN', val: ['Cy'] });
  });

  it('searches all of a field values with an ILIKE filter on the box dataset', async () => {
    const { searches } = renderWithFilterBox({});
    await act(async () => {
      await boxProps!.hooks.searchFilterOptions!('name', 'am');
    });
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      datasource: { id: 1, type: 'table' },
      queries: [{ columns: ['name'], row_limit: 1000, filters: [{ col: 'name', op: 'ILIKE', val: '%am%' }] }],
    });
  });
});

describe('the filter_box chart on the dashboard', () => {
  it('picking a value in the box filters the charts in its scope', async () => {
    const { sent, store } = renderFilterBoxDashboard({
      metadata: { filter_scopes: { '10': { name: { scope: ['ROW-b'], immune: [] } } } },
      withBox: true,
    });
    await waitFor(() => expect(sent.length).toBe(3));
    const select = await screen.findByRole('combobox', { name: 'name' }, { timeout: 5000 });
    await pickOption(select, 'Amy');
    await waitFor(() =>
      expect(store.getState().dashboard.dashboardFilters[10]!.columns.name).toEqual(['Amy']),
    );
    await waitFor(() => expect(sent.length).toBe(5));
    expect(queriesOf(sent, 1)).toHaveLength(1);
    expect(queriesOf(sent, 2).map(nameFilter)[1]).toEqual({ col: 'name', op: 'IN', val: ['Amy'] });
    expect(queriesOf(sent, 3).map(nameFilter)[1]).toEqual({ col: 'name', op: 'IN', val: ['Amy'] });
  });
});
