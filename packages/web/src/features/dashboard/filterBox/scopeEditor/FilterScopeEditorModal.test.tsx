// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardHeader } from '../../header/DashboardHeader';
import { chooseMenuItem } from '../../../../appTesting/dashboard/headerTestSetup';
import { setEditMode } from '../../state/dashboardSlice';
import { queriesOf } from '../../../../appTesting/dashboard/chartDataRecorder';
import { tabbedCharts, tabbedDashboard } from '../../filters/scope/scopeTestDashboard';
import { testSlice } from '../../testing/dashboardFixtures';
import { renderDashboardUi } from '../../../../appTesting/dashboard/renderDashboard';
import { renderFilterBoxDashboard } from '../../../../appTesting/dashboard/filterBoxTestSetup';
import { FilterScopeEditorModal } from './FilterScopeEditorModal';
import { scopeEditorMessages as messages } from './messages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The box (chart 10, field `name`) starts with Amy picked, over every chart but chart 3.
const metadata = {
  default_filters: JSON.stringify({ 10: { name: ['Amy'] } }),
  filter_scopes: { '10': { name: { scope: ['ROOT_ID'], immune: [3] } } },
};

function renderModal() {
  const onClose = vi.fn();
  const rendered = renderFilterBoxDashboard({ metadata, top: <FilterScopeEditorModal onClose={onClose} /> });
  return { onClose, ...rendered };
}

const tree = () => within(screen.getByRole('region', { name: messages.scopeOf('name', 'Chart 10') }));
const checkbox = (title: string) =>
  tree().getByTitle(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox') as HTMLElement;
const isChecked = (title: string) => checkbox(title).classList.contains('ant-tree-checkbox-checked');
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const nameFilterOf = (filters: { col: string; val: unknown }[]) => filters.find((f) => f.col === 'name')?.val;

describe('FilterScopeEditorModal', () => {
  it("lists the box's fields and shows the field's scope on the charts, the box itself left out", async () => {
    const { store } = renderModal();
    const title = (id: number) => store.getState().dashboard.slices[id]!.slice_name;
    const fields = within(screen.getByRole('navigation', { name: messages.filters }));
    expect(fields.getByText('Chart 10')).toBeTruthy();
    expect(fields.getByRole('menuitem', { name: 'name' })).toBeTruthy();
    expect(tree().queryByTitle(title(10))).toBeNull();
    expect(isChecked(title(1))).toBe(true);
    expect(isChecked(title(2))).toBe(true);
    expect(isChecked(title(3))).toBe(false);
  });

  it('Save makes the edited scope an unsaved change, and the charts query by it', async () => {
    const { store, sent, onClose } = renderModal();
    const title = (id: number) => store.getState().dashboard.slices[id]!.slice_name;
    await waitFor(() => expect(sent.length).toBe(3));
    expect(nameFilterOf(queriesOf(sent, 1)[0]!.filters)).toEqual(['Amy']);
    expect(nameFilterOf(queriesOf(sent, 3)[0]!.filters)).toBeUndefined();

    await click(checkbox(title(1)));
    await click(checkbox(title(3)));
    await click(screen.getByRole('button', { name: messages.save }));

    expect(onClose).toHaveBeenCalled();
    const dashboard = store.getState().dashboard;
    expect(dashboard.dashboardFilters[10]!.scopes.name).toEqual({ scope: ['ROOT_ID'], immune: [1] });
    expect(dashboard.dashboardState.hasUnsavedChanges).toBe(true);
    await waitFor(() => expect(queriesOf(sent, 3)).toHaveLength(2));
    expect(nameFilterOf(queriesOf(sent, 3)[1]!.filters)).toEqual(['Amy']);
    await waitFor(() => expect(queriesOf(sent, 1)).toHaveLength(2));
    expect(nameFilterOf(queriesOf(sent, 1)[1]!.filters)).toBeUndefined();
    expect(queriesOf(sent, 2)).toHaveLength(1);
  });

  it('Cancel discards the edits', async () => {
    const { store, onClose } = renderModal();
    const before = store.getState().dashboard.dashboardFilters;
    await click(checkbox(store.getState().dashboard.slices[2]!.slice_name));
    await click(screen.getByRole('button', { name: messages.cancel }));
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().dashboard.dashboardFilters).toBe(before);
    expect(store.getState().dashboard.dashboardState.hasUnsavedChanges).toBe(false);
  });

  it('Save without an edit leaves nothing unsaved', async () => {
    const { store } = renderModal();
    await click(screen.getByRole('button', { name: messages.save }));
    expect(store.getState().dashboard.dashboardState.hasUnsavedChanges).toBe(false);
  });
});

// Tab North holds the box (chart 1, fields name and time range) and chart 2; tab South holds charts 3, 4.
describe('FilterScopeEditorModal on a tabbed dashboard', () => {
  it('keeps a scope per field: the checked tab becomes the scope of the field picked', async () => {
    const box = testSlice(1, {
      slice_name: 'Regions',
      viz_type: 'filter_box',
      form_data: { datasource: '1__table', date_filter: true, filter_configs: [{ column: 'name' }] },
    });
    const { store } = renderDashboardUi(<FilterScopeEditorModal onClose={() => {}} />, {
      dashboard: tabbedDashboard(),
      charts: [box, ...tabbedCharts.slice(1)],
    });
    const fields = within(screen.getByRole('navigation', { name: messages.filters }));
    await click(fields.getByRole('menuitem', { name: 'Time range' }));
    const timeTree = within(screen.getByRole('region', { name: messages.scopeOf('Time range', 'Regions') }));
    const south = timeTree.getByTitle('South').closest('.ant-tree-treenode')!;
    await click(south.querySelector('.ant-tree-checkbox') as HTMLElement);
    await click(screen.getByRole('button', { name: messages.save }));

    expect(store.getState().dashboard.dashboardFilters[1]!.scopes).toEqual({
      name: { scope: ['ROOT_ID'], immune: [] },
      __time_range: { scope: ['TAB-north'], immune: [] },
    });
  });
});

describe('the "Set filter mapping" header entry', () => {
  it('opens the editor in edit mode on a dashboard with filter boxes, and only then', async () => {
    const { store } = renderFilterBoxDashboard({
      metadata,
      top: <DashboardHeader />,
      handlers: {
        'GET /api/v1/dashboard/favorite_status/': () => ({ body: { result: [] } }),
      },
    });
    await act(async () => fireEvent.click(screen.getByTestId('dashboard-header-menu')));
    expect(screen.queryByText(messages.menuItem)).toBeNull();

    act(() => store.dispatch(setEditMode(true)));
    await chooseMenuItem(messages.menuItem);

    expect(await screen.findByTestId('filter-scope-editor-modal')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: messages.title })).toBeTruthy();
  });
});
