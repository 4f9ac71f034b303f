// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ExploreDatasource } from '@sightline/core';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../platform/apiClient';
import { createStore } from '../../../app/store';
import { createFakeServer } from '../../../testing/fakeServer';
import { currentDragItem, endDrag } from '../../../features/shared/controls/dragItems';
import { fixtureDatasource } from './testing/datasourceFixtures';
import { testBootstrap } from '../../../features/shared/testing/exploreFixtures';
import { DatasourcePanel } from './DatasourcePanel';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPanel({
  datasource = fixtureDatasource(),
  user = { id: 2, roles: ['Gamma'] },
  loadChartSql = () => Promise.resolve('SELECT 1'),
}: {
  datasource?: ExploreDatasource | null;
  user?: { id: number; roles: string[] };
  loadChartSql?: () => Promise<string>;
} = {}) {
  const server = createFakeServer({
    'GET /api/v1/dataset/': () => ({
      body: { count: 0, ids: [], result: [], list_columns: [], order_columns: [], label_columns: {} },
    }),
  });
  vi.stubGlobal('fetch', server.fetchFn);
  const props = {
    formData: {},
    onDatasourceChange: vi.fn(),
    onDatasourceSaved: vi.fn(),
    loadChartSql,
  };
  render(
    <Provider store={createStore(testBootstrap(user))}>
      <AntApp>
        <MemoryRouter initialEntries={['/explore/']}>
          <Routes>
            <Route path="/explore/" element={<DatasourcePanel datasource={datasource} {...props} />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
  return props;
}

const hover = async (element: Element) => {
  fireEvent.mouseEnter(element);
  return screen.findByRole('tooltip');
};
const openMenu = async () => {
  fireEvent.click(screen.getByTestId('datasource-menu'));
  return screen.findByRole('menu');
};
const itemsIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByTestId(/^datasource-(column|metric)-/)
    .map((item) => item.getAttribute('data-testid'));

beforeEach(() => apiClient.resetCsrfToken());
afterEach(() => {
  cleanup();
  endDrag();
  vi.unstubAllGlobals();
});

describe('DatasourcePanel', () => {
  it('lists metrics and columns with verbose names and type icons', () => {
    renderPanel();
    expect(screen.getByTestId('datasource-name').textContent).toBe('orders');
    expect(itemsIn('datasource-metrics')).toEqual(['datasource-metric-count', 'datasource-metric-revenue']);
    expect(itemsIn('datasource-columns')).toEqual([
      'datasource-column-order_date',
      'datasource-column-country',
      'datasource-column-amount',
      'datasource-column-is_paid',
      'datasource-column-amount_eur',
    ]);
    expect(screen.getByTestId('datasource-column-country').textContent).toContain('Country name');
    expect(screen.getByTestId('datasource-metric-revenue').textContent).toContain('Revenue');
    const icon = (testId: string) =>
      within(screen.getByTestId(testId)).getAllByRole('img')[0]!.getAttribute('aria-label');
    expect(icon('datasource-column-order_date')).toBe('temporal');
    expect(icon('datasource-column-country')).toBe('string');
    expect(icon('datasource-column-amount')).toBe('numeric');
    expect(icon('datasource-column-is_paid')).toBe('boolean');
    expect(icon('datasource-metric-count')).toBe('metric');
    expect(screen.getAllByText('Showing 2 of 2')).toHaveLength(1);
  });

  it('shows the name in a tooltip only when it is longer than 25 characters', async () => {
    renderPanel({ datasource: fixtureDatasource({ datasource_name: 'a'.repeat(25) }) });
    fireEvent.mouseEnter(screen.getByTestId('datasource-name'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
    cleanup();
    const long = 'a_very_long_dataset_name_over_25';
    renderPanel({ datasource: fixtureDatasource({ datasource_name: long }) });
    expect((await hover(screen.getByTestId('datasource-name'))).textContent).toBe(long);
  });

  it('filters metrics and columns with the search box', () => {
    renderPanel();
    fireEvent.change(screen.getByTestId('datasource-search'), { target: { value: 'AMOUNT' } });
    expect(itemsIn('datasource-columns')).toEqual([
      'datasource-column-amount',
      'datasource-column-amount_eur',
    ]);
    expect(itemsIn('datasource-metrics')).toEqual(['datasource-metric-revenue']);
    expect(screen.getByText('Showing 1 of 2')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 5')).toBeTruthy();
    fireEvent.change(screen.getByTestId('datasource-search'), { target: { value: 'country name' } });
    expect(itemsIn('datasource-columns')).toEqual(['datasource-column-country']);
    expect(screen.getByText('No matching metrics')).toBeTruthy();
  });

  it('drags columns and metrics as `column` and `metric` items', () => {
    renderPanel();
    const dataTransfer = { setData: vi.fn(), getData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(screen.getByTestId('datasource-column-country'), { dataTransfer });
    expect(currentDragItem()).toEqual({ type: 'column', value: fixtureDatasource().columns[1] });
    fireEvent.dragEnd(screen.getByTestId('datasource-column-country'));
    expect(currentDragItem()).toBeNull();
    fireEvent.dragStart(screen.getByTestId('datasource-metric-count'), { dataTransfer });
    expect(currentDragItem()).toEqual({ type: 'metric', value: fixtureDatasource().metrics[0] });
    expect(screen.getByTestId('datasource-metric-count').getAttribute('draggable')).toBe('true');
  });

  it("shows 'Certified by %s' with the details, and warning markdown, on hover", async () => {
    renderPanel();
    const certified = within(screen.getByTestId('datasource-column-amount')).getByRole('img', {
      name: 'certified',
    });
    const tooltip = await hover(certified);
    expect(tooltip.textContent).toContain('Certified by Finance');
    expect(tooltip.textContent).toContain('Checked monthly');
    cleanup();
    renderPanel();
    const warning = within(screen.getByTestId('datasource-column-is_paid')).getByRole('img', {
      name: 'warning',
    });
    const warningTip = await hover(warning);
    expect(within(warningTip).getByText('reliable').tagName).toBe('STRONG');
  });

  it('shows the health check message and the dataset warning markdown', async () => {
    renderPanel({
      datasource: fixtureDatasource({
        health_check_message: 'Table is stale',
        extra: '{"warning_markdown": "Use *with care*"}',
      }),
    });
    expect((await hover(screen.getByTestId('datasource-health-check'))).textContent).toBe('Table is stale');
    cleanup();
    renderPanel({ datasource: fixtureDatasource({ extra: '{"warning_markdown": "Use *with care*"}' }) });
    expect(screen.queryByTestId('datasource-health-check')).toBeNull();
    const warning = within(screen.getByTestId('datasource-warning')).getByRole('img', {
      name: 'dataset warning',
    });
    expect((await hover(warning)).textContent).toBe('Use with care');
  });
});

describe('DatasourcePanel menu', () => {
  const editItem = () => screen.getByTestId('datasource-menu-edit').closest('[role="menuitem"]')!;

  it('disables Edit dataset for a user who neither owns the dataset nor is an admin, with the tooltip', async () => {
    renderPanel({ user: { id: 9, roles: ['Alpha'] } });
    await openMenu();
    expect(editItem().getAttribute('aria-disabled')).toBe('true');
    const tooltip = await hover(screen.getByTestId('datasource-menu-edit'));
    expect(tooltip.textContent).toBe(
      'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
    );
    fireEvent.click(screen.getByTestId('datasource-menu-edit'));
    expect(screen.queryByTestId('edit-dataset-modal')).toBeNull();
  });

  it('lets an owner and an admin open the Edit dataset modal', async () => {
    renderPanel({ user: { id: 2, roles: ['Gamma'] } });
    await openMenu();
    expect(editItem().getAttribute('aria-disabled')).not.toBe('true');
    fireEvent.click(screen.getByTestId('datasource-menu-edit'));
    expect(await screen.findByTestId('edit-dataset-modal')).toBeTruthy();
    cleanup();
    renderPanel({ user: { id: 9, roles: ['admin'] } });
    await openMenu();
    expect(editItem().getAttribute('aria-disabled')).not.toBe('true');
  });

  it('opens the Change dataset modal', async () => {
    renderPanel();
    await openMenu();
    fireEvent.click(screen.getByTestId('datasource-menu-change'));
    expect(await screen.findByTestId('change-dataset-modal')).toBeTruthy();
  });

  it('opens SQL Lab with the datasource key and the chart SQL', async () => {
    renderPanel({ loadChartSql: () => Promise.resolve('SELECT country FROM orders') });
    await openMenu();
    fireEvent.click(screen.getByTestId('datasource-menu-sqllab'));
    const where = await screen.findByTestId('where');
    const url = new URL(where.textContent!, 'http://localhost');
    expect(url.pathname).toBe('/sqllab/');
    expect(url.searchParams.get('datasourceKey')).toBe('7__table');
    expect(url.searchParams.get('sql')).toBe('SELECT country FROM orders');
  });

  it("toasts 'An error occurred while loading the SQL' when the SQL cannot be loaded", async () => {
    renderPanel({ loadChartSql: () => Promise.reject(new Error('boom')) });
    await openMenu();
    fireEvent.click(screen.getByTestId('datasource-menu-sqllab'));
    expect(await screen.findByText('An error occurred while loading the SQL')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});

describe('DatasourcePanel without a dataset', () => {
  it('says the dataset may have been deleted and offers Change dataset', async () => {
    renderPanel({ datasource: null });
    expect(screen.getByText('The dataset linked to this chart may have been deleted.')).toBeTruthy();
    expect(screen.queryByTestId('datasource-search')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change dataset' }));
    expect(await screen.findByTestId('change-dataset-modal')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Warning! Changing the dataset/)).toBeTruthy());
  });
});
