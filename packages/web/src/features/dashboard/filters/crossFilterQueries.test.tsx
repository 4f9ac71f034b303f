// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { defineChartPlugin, type ChartHooks } from '@sightline/charts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartRegistry } from '../../charts/chartRegistry';
import { CrossFilterStrip } from './CrossFilterStrip';
import { queriesOf } from '../../../appTesting/dashboard/chartDataRecorder';
import { allChartsRendered, renderFilteredCharts } from '../../../appTesting/dashboard/filterTestSetup';

/**
 * A cross-filter from chart 1 goes to the charts in its scope: chart 2 queries again with the filter in its
 * request body, chart 3 (excluded in chart_configuration) does not query again; clearing the chip
 * restores chart 2's query. The test chart type draws a button that publishes a mask like a pie slice.
 */
const VIZ = 'test_cross_filter';
const FR_MASK = {
  extraFormData: { filters: [{ col: 'country', op: 'IN' as const, val: ['FR'] }] },
  filterState: { label: 'FR', value: [['FR']], selectedValues: ['FR'] },
};

function CrossFilterTestChart({ hooks, selected }: { hooks: ChartHooks; selected: string }) {
  return (
    <div data-testid="chart-rendered">
      <span data-testid="selection">{selected}</span>
      <button type="button" onClick={() => hooks.setDataMask?.(FR_MASK)}>
        pick FR
      </button>
    </div>
  );
}

beforeAll(() => {
  const base = chartRegistry.get('big_number_total')!;
  chartRegistry.register(
    defineChartPlugin({
      ...base,
      metadata: { ...base.metadata, name: 'Cross-filter test', vizType: VIZ, exampleCaption: '' },
      transformProps: ({ hooks, filterState }) => ({
        hooks,
        selected: Array.isArray(filterState?.selectedValues) ? filterState.selectedValues.join(', ') : '',
      }),
      loadComponent: () => Promise.resolve({ default: CrossFilterTestChart }),
    }),
  );
});

function renderThreeCharts({
  featureFlags = {},
  metadata = {},
}: { featureFlags?: Record<string, boolean>; metadata?: Record<string, unknown> } = {}) {
  return renderFilteredCharts(<CrossFilterStrip />, {
    vizType: VIZ,
    featureFlags,
    metadata: {
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } } },
      },
      ...metadata,
    },
  });
}

const holders = () => screen.getAllByTestId('dashboard-chart');
const holderOf = (id: number) => holders().find((h) => h.dataset.chartId === String(id))!;

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cross-filters on the dashboard', () => {
  it('re-queries only the charts in scope with the filter, shows the selection and a chip, and clears', async () => {
    const { store, sent } = renderThreeCharts();
    await allChartsRendered();
    expect(sent.map((q) => q.sliceId).sort()).toEqual([1, 2, 3]);
    expect(sent.every((q) => q.filters.length === 0)).toBe(true);

    fireEvent.click(within(holderOf(1)).getByText('pick FR'));
    await waitFor(() => expect(queriesOf(sent, 2)).toHaveLength(2));
    await allChartsRendered();
    expect(queriesOf(sent, 2)[1]!.filters).toEqual([
      expect.objectContaining({ col: 'country', op: 'IN', val: ['FR'] }),
    ]);
    // Not the emitter itself, and not chart 3 (outside the scope).
    expect(queriesOf(sent, 1)).toHaveLength(1);
    expect(queriesOf(sent, 3)).toHaveLength(1);
    expect(store.getState().dashboard.chartExtraFormData[3]).toBeUndefined();
    // The emitter shows its own selection; the strip shows a chip for it.
    expect(within(holderOf(1)).getByTestId('selection').textContent).toBe('FR');
    const chip = screen.getByTestId('cross-filter-chip');
    expect(chip.textContent).toContain('Chart 1: FR');

    fireEvent.click(within(chip).getByText('Clear'));
    await waitFor(() => expect(queriesOf(sent, 2)).toHaveLength(3));
    await allChartsRendered();
    expect(queriesOf(sent, 2)[2]!.filters).toEqual([]);
    expect(queriesOf(sent, 3)).toHaveLength(1);
    expect(screen.queryByTestId('cross-filter-strip')).toBeNull();
    expect(within(holderOf(1)).getByTestId('selection').textContent).toBe('');
  });

  it('keeps the previous drawing while the filtered query runs, and Clear all clears every cross-filter', async () => {
    const { store, sent } = renderThreeCharts();
    await allChartsRendered();
    fireEvent.click(within(holderOf(1)).getByText('pick FR'));
    // The chart asked again; its drawing stays on screen meanwhile.
    expect(holderOf(2).dataset.status).toBe('loading');
    expect(within(holderOf(2)).getByText('pick FR')).toBeTruthy();
    await waitFor(() => expect(queriesOf(sent, 2)).toHaveLength(2));
    await allChartsRendered();
    act(() => {
      fireEvent.click(screen.getByText('Clear all'));
    });
    await waitFor(() => expect(queriesOf(sent, 2)).toHaveLength(3));
    expect(store.getState().dashboard.chartExtraFormData).toEqual({});
  });

  it.each([
    ['DASHBOARD_CROSS_FILTERS is off', { DASHBOARD_CROSS_FILTERS: false }, {}],
    ["the dashboard's cross_filters_enabled is false", {}, { cross_filters_enabled: false }],
  ])('publishes nothing when %s', async (_case, featureFlags, metadata) => {
    const { store, sent } = renderThreeCharts({ featureFlags, metadata });
    await allChartsRendered();
    fireEvent.click(within(holderOf(1)).getByText('pick FR'));
    expect(store.getState().dashboard.chartExtraFormData).toEqual({});
    expect(sent).toHaveLength(3);
    expect(screen.queryByTestId('cross-filter-strip')).toBeNull();
  });
});
