// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../../../testing/fakeServer';
import { testSlice } from '../../testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from '../../../../appTesting/dashboard/renderDashboard';
import { CrossFilterScopingModal } from './CrossFilterScopingModal';
import { scopeMessages as messages } from './messages';
import { tabbedDashboard } from './scopeTestDashboard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Charts 1, 3 and 4 are pies (they cross-filter); chart 2 is a big number (it does not).
const charts = [1, 2, 3, 4].map((id) =>
  testSlice(id, { slice_name: `Sales ${id}`, viz_type: id === 2 ? 'big_number_total' : 'pie' }),
);

const echoPut: Handler = () => ({ body: { id: 7, result: { json_metadata: sentMetadata() } } });
let server: ReturnType<typeof stubDashboardApi>;
const sentMetadata = () =>
  (server.bodies.get('PUT /api/v1/dashboard/7') as { json_metadata: string } | undefined)?.json_metadata ??
  '';
const saved = () => JSON.parse(sentMetadata()) as Record<string, unknown>;

function renderModal(put: Handler = echoPut, metadata: Record<string, unknown> = { color_scheme: 'x' }) {
  server = stubDashboardApi({ 'PUT /api/v1/dashboard/7': put });
  const onClose = vi.fn();
  const { store } = renderDashboardUi(<CrossFilterScopingModal onClose={onClose} />, {
    dashboard: tabbedDashboard(metadata),
    charts,
  });
  return { onClose, store };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const checkboxIn = (scope: ReturnType<typeof section>, title: string) =>
  scope.getByTitle(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox') as HTMLElement;
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: messages.save })));

describe('CrossFilterScopingModal', () => {
  it("saves with PUT: every cross-filtering chart 'global', the global scope and the switch", async () => {
    const { onClose, store } = renderModal();
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(Object.keys(server.bodies.get('PUT /api/v1/dashboard/7') as object)).toEqual(['json_metadata']);
    expect(saved()).toEqual({
      color_scheme: 'x',
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2, 3, 4] } },
        '3': { id: 3, crossFilters: { scope: 'global', chartsInScope: [1, 2, 4] } },
        '4': { id: 4, crossFilters: { scope: 'global', chartsInScope: [1, 2, 3] } },
      },
      global_chart_configuration: {
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
        chartsInScope: [1, 2, 3, 4],
      },
      cross_filters_enabled: true,
    });
    expect(store.getState().dashboard.info!.metadata.cross_filters_enabled).toBe(true);
    expect(store.getState().dashboard.dashboardState.hasUnsavedChanges).toBe(false);
  });

  it('saves the switch turned off and a narrowed global scope', async () => {
    renderModal();
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(checkboxIn(section(messages.globalScope), 'South'));
    await save();
    await waitFor(() => expect(sentMetadata()).not.toBe(''));
    expect(saved()).toMatchObject({
      cross_filters_enabled: false,
      global_chart_configuration: { scope: { rootPath: ['TAB-north'], excluded: [] }, chartsInScope: [1, 2] },
      chart_configuration: { '3': { crossFilters: { scope: 'global', chartsInScope: [1, 2] } } },
    });
  });

  it('gives a chart its own scope, the chart itself left out of its tree and excluded', async () => {
    renderModal();
    const add = screen.getByTestId('cross-filter-scope-add');
    fireEvent.mouseDown(add.querySelector('input') ?? add);
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')];
      if (found.length === 0) throw new Error('no options');
      return found;
    });
    // Only the charts that cross-filter can have their own scope.
    expect(options.map((option) => option.textContent)).toEqual(['Sales 1', 'Sales 3', 'Sales 4']);
    fireEvent.click(options[1]!);
    const own = within(screen.getByLabelText(messages.chartScopeOf('Sales 3')));
    expect(own.queryByTitle('Sales 3')).toBeNull();
    fireEvent.click(
      own.getByTitle('North').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!,
    );
    await save();
    await waitFor(() => expect(sentMetadata()).not.toBe(''));
    expect((saved().chart_configuration as Record<string, unknown>)['3']).toEqual({
      id: 3,
      crossFilters: { scope: { rootPath: ['TAB-south'], excluded: [3] }, chartsInScope: [4] },
    });
  });

  it('reads back saved own scopes and can drop one back to the global scope', async () => {
    renderModal(echoPut, {
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: { rootPath: ['TAB-north'], excluded: [1] } } },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: messages.removeChartScope('Sales 1') }));
    await save();
    await waitFor(() => expect(sentMetadata()).not.toBe(''));
    expect(
      (saved().chart_configuration as Record<string, { crossFilters: unknown }>)['1']!.crossFilters,
    ).toEqual({
      scope: 'global',
      chartsInScope: [2, 3, 4],
    });
  });

  it('stays open with the fail state when the PUT fails', async () => {
    const { onClose, store } = renderModal(() => ({ status: 500, body: { message: 'Boom' } }));
    await save();
    await waitFor(() => expect(store.getState().dashboard.metadataSave).toBe('failed'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('cross-filter-scoping-modal')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Boom');
  });
});
