// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../platform/apiClient';
import { createStore } from '../../../app/store';
import { createFakeServer, type Handler } from '../../../testing/fakeServer';
import { ChangeDatasetModal } from './ChangeDatasetModal';
import { fixtureDatasource } from './testing/datasourceFixtures';
import { testBootstrap } from '../../../features/shared/testing/exploreFixtures';

const rows = [
  {
    id: 7,
    table_name: 'orders',
    kind: 'physical',
    schema: 'main',
    database: { id: 1, database_name: 'examples' },
    owners: [{ id: 2, first_name: 'Olga', last_name: 'Owner' }],
  },
  {
    id: 8,
    table_name: 'order_lines',
    kind: 'virtual',
    schema: 'sales',
    database: { id: 2, database_name: 'warehouse' },
    owners: [],
  },
];

const list: Handler = () => ({
  body: { count: 60, ids: [7, 8], result: rows, list_columns: [], order_columns: [], label_columns: {} },
});

function renderModal(handlers: Record<string, Handler> = {}) {
  const server = createFakeServer({
    'GET /api/v1/dataset/': list,
    'GET /datasource/get/table/8/': () => ({ body: fixtureDatasource({ id: 8, uid: '8__table' }) }),
    ...handlers,
  });
  vi.stubGlobal('fetch', server.fetchFn);
  const onClose = vi.fn();
  const onChange = vi.fn();
  render(
    <Provider store={createStore(testBootstrap({ id: 1, roles: ['Alpha'] }))}>
      <AntApp>
        <ChangeDatasetModal open currentDatasourceId={7} onClose={onClose} onChange={onChange} />
      </AntApp>
    </Provider>,
  );
  return { server, onClose, onChange };
}

const listCalls = (server: ReturnType<typeof createFakeServer>) =>
  server.calls.filter((call) => call.path === '/api/v1/dataset/');

beforeEach(() => apiClient.resetCsrfToken());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangeDatasetModal', () => {
  it('warns, focuses the search box after 200 ms and lists datasets in a 540px high modal', async () => {
    const { server } = renderModal();
    const modal = screen.getByTestId('change-dataset-modal');
    expect(
      within(modal).getByText(
        'Warning! Changing the dataset may break the chart if the metadata does not exist.',
      ),
    ).toBeTruthy();
    const search = screen.getByTestId('change-dataset-search');
    expect(document.activeElement).not.toBe(search);
    await waitFor(() => expect(document.activeElement).toBe(search));

    const table = within(modal).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Type', 'Schema', 'Connection', 'Owners']);
    const orderLines = await screen.findByTestId('change-dataset-row-8');
    expect(
      within(orderLines)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['order_lines', 'Virtual', 'sales', 'warehouse', '']);
    expect(within(screen.getByTestId('change-dataset-row-7')).getByText('Physical')).toBeTruthy();
    expect(within(screen.getByTestId('change-dataset-row-7')).getByLabelText('Olga Owner')).toBeTruthy();
    expect(listCalls(server)[0]?.q).toEqual({
      page: 0,
      page_size: 25,
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      filters: [],
    });
    expect([...modal.querySelectorAll<HTMLElement>('*')].some((el) => el.style.height === '540px')).toBe(
      true,
    );
  });

  it('focuses the search box exactly 200 ms after opening', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderModal();
      const search = screen.getByTestId('change-dataset-search');
      act(() => vi.advanceTimersByTime(199));
      expect(document.activeElement).not.toBe(search);
      act(() => vi.advanceTimersByTime(1));
      expect(document.activeElement).toBe(search);
    } finally {
      vi.useRealTimers();
    }
  });

  it("searches on table_name with 'ct' and pages through the list", async () => {
    const { server } = renderModal();
    await screen.findByTestId('change-dataset-row-8');
    fireEvent.change(screen.getByTestId('change-dataset-search'), { target: { value: 'order' } });
    await waitFor(() =>
      expect(listCalls(server).at(-1)?.q).toMatchObject({
        page: 0,
        filters: [{ col: 'table_name', opr: 'ct', value: 'order' }],
      }),
    );
    fireEvent.click(await screen.findByTitle('2'));
    await waitFor(() => expect(listCalls(server).at(-1)?.q).toMatchObject({ page: 1 }));
  });

  it('confirms, then toasts and closes at once, and hands over the fetched dataset', async () => {
    const { onClose, onChange, server } = renderModal();
    fireEvent.click(await screen.findByTestId('change-dataset-row-8'));
    expect(screen.getByTestId('change-dataset-confirm')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
    expect(dialog.style.width).toBe('432px');

    fireEvent.click(screen.getByTestId('change-dataset-proceed'));
    // The toast and the close happen before the fetch answers.
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(await screen.findByText('Successfully changed dataset!')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0]).toMatchObject({ id: 8, uid: '8__table' });
    expect(server.calls.some((call) => call.path === '/datasource/get/table/8/')).toBe(true);
  });

  it('goes back to the list with Cancel', async () => {
    renderModal();
    fireEvent.click(await screen.findByTestId('change-dataset-row-7'));
    fireEvent.click(screen.getByTestId('change-dataset-cancel'));
    expect(await screen.findByTestId('change-dataset-row-8')).toBeTruthy();
  });

  it('shows the fetch error in an error toast and does not change the dataset', async () => {
    const { onChange } = renderModal({
      'GET /datasource/get/table/8/': () => ({ status: 404, body: { message: 'Dataset does not exist' } }),
    });
    fireEvent.click(await screen.findByTestId('change-dataset-row-8'));
    fireEvent.click(screen.getByTestId('change-dataset-proceed'));
    expect(await screen.findByText('Dataset does not exist')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
