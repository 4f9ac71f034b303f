// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../../testing/fakeServer';
import { DashboardDndProvider } from '../layout/dnd/DashboardDndProvider';
import {
  testOwnedDashboard,
  testPositionJson,
  testSavedChart,
  testSlice,
} from '../testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from '../../../appTesting/dashboard/renderDashboard';
import { BuilderPanel } from './BuilderPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const savedChart = (id: number, name: string, vizType = 'table', dataset = 'main.events') =>
  testSavedChart(id, { slice_name: name, viz_type: vizType, datasource_name_text: dataset });

function renderPanel(chartList: Handler) {
  const server = stubDashboardApi({ 'GET /api/v1/chart/': chartList });
  // The dashboard shows chart 1 (testPositionJson).
  renderDashboardUi(
    <DashboardDndProvider>
      <BuilderPanel />
    </DashboardDndProvider>,
    {
      dashboard: testOwnedDashboard({ position_json: testPositionJson }),
      charts: [testSlice(1)],
      editMode: true,
    },
  );
  return server;
}

const names = () => screen.queryAllByTestId('builder-chart-name').map((el) => el.firstChild?.textContent);

describe('BuilderPanel saved charts', () => {
  it('fetches my charts once, marks the ones already on the dashboard and filters by search', async () => {
    const server = renderPanel(() => ({
      body: {
        count: 3,
        result: [
          savedChart(1, 'Revenue', 'echarts_timeseries_line'),
          savedChart(2, 'Users', 'big_number', 'main.users'),
          savedChart(3, 'Orders'),
        ],
      },
    }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.q).toMatchObject({
      filters: [{ col: 'owners', opr: 'rel_m_m', value: 1 }],
      page_size: 200,
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
    });

    const revenue = screen
      .getAllByTestId('builder-chart-name')
      .find((el) => el.textContent?.startsWith('Revenue'))!;
    expect(within(revenue).getByText('Added')).toBeTruthy();
    expect(revenue.closest('.sl-builder-item')!.getAttribute('aria-disabled')).toBe('true');

    fireEvent.change(screen.getByPlaceholderText('Filter your charts'), { target: { value: 'main.users' } });
    expect(names()).toEqual(['Users']);
    expect(server.calls).toHaveLength(1);
  });

  it('asks again without the owner filter when "Show only my charts" is turned off', async () => {
    const server = renderPanel(() => ({ body: { count: 0, result: [] } }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only my charts' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]!.q).toMatchObject({ filters: [] });
  });

  it('keeps "Could not fetch all saved charts" and toasts the server error when the list fails', async () => {
    renderPanel(() => ({ status: 500, body: { message: 'database is down' } }));
    expect(await screen.findByText('Could not fetch all saved charts')).toBeTruthy();
    expect(
      await screen.findByText('Sorry there was an error fetching saved charts: database is down'),
    ).toBeTruthy();
  });
});

describe('BuilderPanel layout elements', () => {
  it('offers tabs, row, column, header, text and divider', async () => {
    renderPanel(() => ({ body: { count: 0, result: [] } }));
    fireEvent.click(screen.getByRole('tab', { name: 'Layout elements' }));
    const list = await screen.findByTestId('builder-layout-elements');
    expect(Array.from(list.querySelectorAll('.sl-builder-item')).map((el) => el.textContent)).toEqual([
      'Tabs',
      'Row',
      'Column',
      'Header',
      'Text',
      'Divider',
    ]);
  });
});
