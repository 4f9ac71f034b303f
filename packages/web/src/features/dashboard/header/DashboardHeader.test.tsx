// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateCss } from '../state/dashboardSlice';
import { testOwner as owner } from '../testing/dashboardFixtures';
import {
  chooseMenuItem,
  gamma,
  openMenu,
  renderHeader,
  serverWith,
} from '../../../appTesting/dashboard/headerTestSetup';

/** The dashboard's star, by its accessible name ("Add to favorites: Sales" / "Remove from …"). */
const favoriteStar = () =>
  screen.getByRole('button', { name: /^(Add to|Remove from) favorites: Sales$/ }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardHeader permissions', () => {
  it('shows no Edit dashboard button to a user without dash_edit_perm, even with ?edit=true', async () => {
    serverWith();
    const { store } = renderHeader(gamma, '?edit=true');
    expect(screen.getByTestId('dashboard-title').textContent).toBe('Sales');
    expect(screen.queryByText('Edit dashboard')).toBeNull();
    expect(screen.queryByTestId('dashboard-save')).toBeNull();
    expect(store.getState().dashboard.dashboardState.editMode).toBe(false);
    await openMenu();
    expect(await screen.findByText('Refresh dashboard')).toBeTruthy();
    expect(screen.queryByText('Edit properties')).toBeNull();
    expect(screen.queryByText('Share')).toBeNull();
    expect(screen.queryByText('Copy permalink to clipboard')).toBeNull();
    expect(screen.getByText('Export to PDF')).toBeTruthy();
  });

  it("shows the owner Edit dashboard, which switches to edit mode's buttons", async () => {
    serverWith();
    const { store } = renderHeader(owner);
    await act(async () => fireEvent.click(screen.getByText('Edit dashboard')));
    expect(store.getState().dashboard.dashboardState.editMode).toBe(true);
    expect(screen.getByTestId('dashboard-save')).toBeTruthy();
    expect(screen.getByTestId('dashboard-discard')).toBeTruthy();
    expect((screen.getByTestId('dashboard-undo') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Edit dashboard')).toBeNull();
  });
});

describe('DashboardHeader title block', () => {
  it('shows the favorite star from favorite_status, the draft tag, certification and who modified it', async () => {
    const server = serverWith();
    renderHeader(owner);
    await waitFor(() => expect(favoriteStar().getAttribute('aria-pressed')).toBe('true'));
    expect(server.calls.find((call) => call.path === '/api/v1/dashboard/favorite_status/')?.q).toEqual([7]);
    expect(screen.getByTestId('dashboard-published').textContent).toBe('Draft');
    expect(screen.getByTestId('dashboard-certified')).toBeTruthy();
    expect(screen.getByTestId('dashboard-modified').textContent).toMatch(/^Modified .* by Ada Owner$/);
  });

  it('unstars with DELETE /api/v1/dashboard/{id}/favorites/', async () => {
    const server = serverWith({
      'DELETE /api/v1/dashboard/7/favorites/': () => ({ body: { result: 'OK' } }),
    });
    renderHeader(owner);
    await waitFor(() => expect(favoriteStar().disabled).toBe(false));
    await act(async () => fireEvent.click(favoriteStar()));
    await waitFor(() =>
      expect(
        server.calls.some(
          (call) => call.method === 'DELETE' && call.path === '/api/v1/dashboard/7/favorites/',
        ),
      ).toBe(true),
    );
  });

  it("shows the spec's text when the favorite status cannot be read", async () => {
    serverWith({
      'GET /api/v1/dashboard/favorite_status/': () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderHeader(owner);
    expect(await screen.findByText('There was an error fetching the favorite status: boom')).toBeTruthy();
  });
});

describe('DashboardHeader title and published tag', () => {
  it('renames the dashboard inline in edit mode (unsaved)', async () => {
    serverWith();
    const { store } = renderHeader(owner, '?edit=true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit the dashboard title' })));
    const input = screen.getByRole('textbox');
    await act(async () => fireEvent.change(input, { target: { value: '  Revenue  ' } }));
    await act(async () => fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 }));
    await act(async () => fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 }));
    expect(store.getState().dashboard.info?.dashboard_title).toBe('Revenue');
    expect(store.getState().dashboard.dashboardState.hasUnsavedChanges).toBe(true);
  });

  it('offers no title editing in view mode', () => {
    serverWith();
    renderHeader(owner);
    expect(screen.queryByRole('button', { name: 'Edit the dashboard title' })).toBeNull();
  });

  it('publishes a draft right away when its owner clicks the tag', async () => {
    const server = serverWith({
      'PUT /api/v1/dashboard/7': () => ({ body: { id: 7, last_modified_time: 1800000000, result: {} } }),
    });
    const { store } = renderHeader(owner);
    await act(async () => fireEvent.click(screen.getByTestId('dashboard-published')));
    await waitFor(() => expect(screen.getByTestId('dashboard-published').textContent).toBe('Published'));
    expect(server.bodies.get('PUT /api/v1/dashboard/7')).toEqual({ published: true });
    expect(store.getState().dashboard.dashboardState.hasUnsavedChanges).toBe(false);
  });

  it('lets a viewer only read the tag', async () => {
    const server = serverWith();
    renderHeader(gamma);
    await act(async () => fireEvent.click(screen.getByTestId('dashboard-published')));
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(screen.getByTestId('dashboard-published').getAttribute('role')).toBeNull();
  });
});

describe('DashboardHeader edit mode', () => {
  it('asks before discarding unsaved changes and then leaves edit mode', async () => {
    serverWith();
    const { store } = renderHeader(owner, '?edit=true');
    act(() => {
      store.dispatch(updateCss('body { color: red; }'));
    });
    await act(async () => fireEvent.click(screen.getByTestId('dashboard-discard')));
    expect((await screen.findAllByText('Discard your changes?')).length).toBeGreaterThan(0);
    expect(store.getState().dashboard.dashboardState.editMode).toBe(true);
    const confirm = document.querySelector('.ant-modal-confirm .ant-btn-dangerous') as HTMLElement;
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(store.getState().dashboard.dashboardState.editMode).toBe(false));
    expect(store.getState().dashboard.dashboardState.css).toBe('');
  });

  it('saves the dashboard with PUT and leaves edit mode', async () => {
    const server = serverWith({
      'PUT /api/v1/dashboard/7': () => ({ body: { id: 7, last_modified_time: 1800000000, result: {} } }),
    });
    const { store } = renderHeader(owner, '?edit=true');
    act(() => {
      store.dispatch(updateCss('.x {}'));
    });
    await act(async () => fireEvent.click(screen.getByTestId('dashboard-save')));
    await waitFor(() => expect(store.getState().dashboard.dashboardState.editMode).toBe(false));
    expect(server.calls.some((call) => call.method === 'PUT' && call.path === '/api/v1/dashboard/7')).toBe(
      true,
    );
    expect(store.getState().dashboard.dashboardState.hasUnsavedChanges).toBe(false);
  });
});

describe('DashboardHeader properties', () => {
  it('keeps the color scheme select and the JSON metadata in step', async () => {
    serverWith();
    renderHeader(owner, '?edit=true');
    await chooseMenuItem('Edit properties');
    const json = (await screen.findByTestId('properties-json-metadata')) as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual({ color_scheme: 'supersetColors' });
    await act(async () =>
      fireEvent.change(json, {
        target: { value: '{"color_scheme": "bnbColors", "label_colors": {"a": "#000"}}' },
      }),
    );
    expect(screen.getByTestId('dashboard-color-scheme').textContent).toContain('Airbnb');
    expect(screen.getByTestId('label-colors-note')).toBeTruthy();
  });

  it('refuses invalid JSON metadata on Apply', async () => {
    serverWith();
    const { store } = renderHeader(owner, '?edit=true');
    await chooseMenuItem('Edit properties');
    const json = await screen.findByTestId('properties-json-metadata');
    await act(async () => fireEvent.change(json, { target: { value: '{"refresh_frequency": "soon"}' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await waitFor(() =>
      expect(
        screen.getByText(/refresh_frequency/, {
          selector: '.ant-form-item-explain-error, .ant-form-item-explain div',
        }),
      ).toBeTruthy(),
    );
    expect(store.getState().dashboard.info?.metadata.refresh_frequency).toBeUndefined();
  });

  it('in view mode saves the properties straight away with PUT', async () => {
    const server = serverWith({
      'PUT /api/v1/dashboard/7': () => ({ body: { id: 7, last_modified_time: 1800000000, result: {} } }),
    });
    const { store } = renderHeader(owner);
    await chooseMenuItem('Edit properties');
    const title = await screen.findByTestId('properties-title');
    await act(async () => fireEvent.change(title, { target: { value: 'Revenue' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(store.getState().dashboard.info?.dashboard_title).toBe('Revenue'));
    expect(server.bodies.get('PUT /api/v1/dashboard/7')).toMatchObject({
      dashboard_title: 'Revenue',
      slug: 'sales',
      owners: [1],
      certified_by: 'Data team',
    });
    expect(
      JSON.parse((server.bodies.get('PUT /api/v1/dashboard/7') as { json_metadata: string }).json_metadata),
    ).toEqual({
      color_scheme: 'supersetColors',
    });
    expect(store.getState().dashboard.dashboardState.hasUnsavedChanges).toBe(false);
  });
});
