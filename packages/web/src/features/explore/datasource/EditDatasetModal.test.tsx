// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ExploreDatasource } from '@sightline/core';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../platform/apiClient';
import { createStore } from '../../../app/store';
import { createFakeServer, type Handler } from '../../../testing/fakeServer';
import { fixtureDatasource } from './testing/datasourceFixtures';
import { testBootstrap } from '../../../features/shared/testing/exploreFixtures';
import { EditDatasetModal } from './EditDatasetModal';

const savedAnswer: Handler = () => ({
  body: { ...fixtureDatasource({ description: 'Saved' }), owners: [2] },
});

function renderModal({
  datasource = fixtureDatasource(),
  handlers = {},
  featureFlags = {},
}: {
  datasource?: ExploreDatasource;
  handlers?: Record<string, Handler>;
  featureFlags?: Record<string, boolean>;
} = {}) {
  const server = createFakeServer({
    'GET /api/v1/security/csrf_token/': () => ({ body: { result: 'csrf-1' } }),
    'GET /api/v1/dataset/related/owners': () => ({
      body: { count: 1, result: [{ value: 5, text: 'Nina New', extra: { email: '', active: true } }] },
    }),
    'POST /datasource/save/': savedAnswer,
    ...handlers,
  });
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (init?.method === 'POST') bodies.push(JSON.parse(String(init.body)));
    return server.fetchFn(input, init);
  });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <Provider store={createStore(testBootstrap({ id: 2, roles: ['Gamma'] }, featureFlags))}>
      <AntApp>
        <EditDatasetModal open datasource={datasource} onClose={onClose} onSaved={onSaved} />
      </AntApp>
    </Provider>,
  );
  return { server, bodies, onClose, onSaved };
}

const saveButton = () => screen.getByTestId('edit-dataset-save');
const confirmAndSave = async () => {
  fireEvent.click(saveButton());
  const ok = await screen.findByTestId('edit-dataset-confirm-ok');
  fireEvent.click(ok);
};

/** The antd error dialog, once its title reads 'Error'. */
const errorDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('.ant-modal-confirm-error');
    expect(dialog?.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Error');
    return dialog!;
  });

beforeEach(() => apiClient.resetCsrfToken());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EditDatasetModal', () => {
  it('is 900px high with the Columns, Calculated columns, Metrics and Settings tabs', () => {
    renderModal();
    const modal = screen.getByTestId('edit-dataset-modal');
    expect([...modal.querySelectorAll<HTMLElement>('*')].some((el) => el.style.height === '900px')).toBe(
      true,
    );
    expect(
      within(modal)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Columns', 'Calculated columns', 'Metrics', 'Settings']);
    // Physical columns on the first tab; the calculated one on its own tab.
    expect(within(modal).getByText('order_date')).toBeTruthy();
    expect(within(modal).queryByText('amount_eur')).toBeNull();
  });

  it("offers the legacy editor at the dataset's edit_url unless DISABLE_LEGACY_DATASOURCE_EDITOR is on", () => {
    renderModal();
    expect(screen.getByTestId('edit-dataset-legacy').getAttribute('href')).toBe('/tablemodelview/edit/7');
    expect(screen.getByTestId('edit-dataset-legacy').textContent).toBe('Use legacy datasource editor');
    cleanup();
    renderModal({ featureFlags: { DISABLE_LEGACY_DATASOURCE_EDITOR: true } });
    expect(screen.queryByTestId('edit-dataset-legacy')).toBeNull();
  });

  it('asks for confirmation with the spec texts, saves and hands back the dataset with its owners', async () => {
    const { bodies, onSaved } = renderModal();
    fireEvent.click(screen.getByRole('tab', { name: 'Metrics' }));
    fireEvent.change(await screen.findByTestId('edit-dataset-metric-verbose-0'), {
      target: { value: 'Orders' },
    });
    fireEvent.click(saveButton());
    const confirm = await screen.findByTestId('edit-dataset-confirm');
    expect(confirm.textContent).toBe(
      'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.' +
        'Are you sure you want to save and apply changes?',
    );
    expect(bodies).toEqual([]);
    fireEvent.click(screen.getByTestId('edit-dataset-confirm-ok'));
    expect(await screen.findByText('The dataset has been saved')).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // The answer's owners were ids; the modal puts the owner objects back.
    expect(onSaved.mock.calls[0]![0]).toMatchObject({
      description: 'Saved',
      owners: [{ id: 2, first_name: 'Olga', last_name: 'Owner', username: 'olga' }],
    });
    const { data } = bodies[0] as { data: ExploreDatasource & { owners: number[] } };
    expect(data.owners).toEqual([2]);
    expect(data.metrics[0]).toMatchObject({ metric_name: 'count', verbose_name: 'Orders', extra: '{}' });
    expect(JSON.parse(data.columns[2]!.extra!)).toEqual({
      certification: { certified_by: 'Finance', details: 'Checked monthly' },
    });
  });

  it('shows the server error in an Error dialog', async () => {
    renderModal({
      handlers: {
        'POST /datasource/save/': () => ({ status: 422, body: { message: 'Column names clash' } }),
      },
    });
    await confirmAndSave();
    expect((await errorDialog()).textContent).toContain('Column names clash');
  });

  it("falls back to 'An error has occurred' when the server sends no message", async () => {
    const { onSaved } = renderModal({
      handlers: { 'POST /datasource/save/': () => ({ status: 500, body: {} }) },
    });
    await confirmAndSave();
    expect((await errorDialog()).textContent).toContain('An error has occurred');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('disables Save while validation errors exist', async () => {
    renderModal();
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Metrics' }));
    fireEvent.change(await screen.findByTestId('edit-dataset-metric-name-1'), { target: { value: 'count' } });
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('edit-dataset-errors').textContent).toContain(
      'Metric key "count" is used more than once',
    );
    fireEvent.change(screen.getByTestId('edit-dataset-metric-name-1'), { target: { value: 'revenue' } });
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByTestId('edit-dataset-metric-add'));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('adds a calculated column and saves it', async () => {
    const { bodies } = renderModal();
    fireEvent.click(screen.getByRole('tab', { name: 'Calculated columns' }));
    fireEvent.click(await screen.findByTestId('edit-dataset-calculated-column-add'));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('edit-dataset-calculated-column-name-1'), {
      target: { value: 'year' },
    });
    fireEvent.change(screen.getByTestId('edit-dataset-calculated-column-expression-1'), {
      target: { value: 'year(order_date)' },
    });
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    await confirmAndSave();
    await waitFor(() => expect(bodies).toHaveLength(1));
    const { data } = bodies[0] as { data: ExploreDatasource };
    expect(data.columns.at(-1)).toMatchObject({
      column_name: 'year',
      expression: 'year(order_date)',
      extra: '{}',
    });
  });

  it('edits the settings: description, extra JSON and owners', async () => {
    const { bodies, onSaved } = renderModal();
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    fireEvent.change(await screen.findByTestId('edit-dataset-description'), { target: { value: 'Edited' } });
    fireEvent.change(screen.getByTestId('edit-dataset-extra'), {
      target: { value: '{"warning_markdown": ' },
    });
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Extra must be a JSON object').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByTestId('edit-dataset-extra'), {
      target: { value: '{"warning_markdown": "Old"}' },
    });
    expect(saveButton().hasAttribute('disabled')).toBe(false);

    const owners = within(screen.getByTestId('edit-dataset-owners')).getByRole('combobox');
    fireEvent.mouseDown(owners);
    fireEvent.click(await screen.findByTitle('Nina New'));
    await confirmAndSave();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const { data } = bodies[0] as { data: ExploreDatasource & { owners: number[] } };
    expect(data).toMatchObject({
      description: 'Edited',
      extra: '{"warning_markdown": "Old"}',
      owners: [2, 5],
    });
    expect(onSaved.mock.calls[0]![0].owners.map((owner: { id: number }) => owner.id)).toEqual([2, 5]);
  });

  it("disables Save for an externally managed dataset, with the spec's tooltip", async () => {
    renderModal({ datasource: fixtureDatasource({ is_managed_externally: true }) });
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId('edit-dataset-save-wrapper'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      "This dataset is managed externally, and can't be edited in Superset",
    );
  });

  it('closes with Cancel', () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByTestId('edit-dataset-cancel'));
    expect(onClose).toHaveBeenCalled();
  });
});
