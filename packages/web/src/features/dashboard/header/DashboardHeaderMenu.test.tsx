// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { addComponent } from '@sightline/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../testing/selectTestHelpers';
import { updateLayout } from '../state/dashboardSlice';
import { testOwner as owner } from '../testing/dashboardFixtures';
import {
  chooseMenuItem,
  gamma,
  renderHeader,
  serverWith,
} from '../../../appTesting/dashboard/headerTestSetup';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('auto-refresh interval', () => {
  it("keeps a viewer's interval for this session only", async () => {
    serverWith();
    const { store } = renderHeader(gamma);
    await chooseMenuItem('Set auto-refresh interval');
    expect(screen.getByText(/this session only/)).toBeTruthy();
    await chooseOption('Refresh frequency', '5 minutes');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    const state = store.getState().dashboard.dashboardState;
    expect(state.refreshFrequency).toBe(300);
    expect(state.refreshFrequencySessionOnly).toBe(true);
    expect(state.hasUnsavedChanges).toBe(false);
  });

  it("makes an editor's interval part of the unsaved dashboard", async () => {
    serverWith();
    const { store } = renderHeader(owner, '?edit=true');
    await chooseMenuItem('Set auto-refresh interval');
    await chooseOption('Refresh frequency', '1 minute');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    const state = store.getState().dashboard.dashboardState;
    expect(state.refreshFrequency).toBe(60);
    expect(state.refreshFrequencySessionOnly).toBe(false);
    expect(state.hasUnsavedChanges).toBe(true);
  });
});

describe('fullscreen', () => {
  it('sets and clears ?standalone=1', async () => {
    serverWith();
    const { router } = renderHeader(gamma);
    await chooseMenuItem('Enter fullscreen');
    expect(new URLSearchParams(router.state.location.search).get('standalone')).toBe('1');
    await chooseMenuItem('Exit fullscreen');
    expect(new URLSearchParams(router.state.location.search).has('standalone')).toBe(false);
  });
});

describe('share', () => {
  const permalink = {
    'POST /api/v1/dashboard/7/permalink': () => ({
      status: 201,
      body: { key: 'abc', url: 'http://localhost/superset/dashboard/p/abc/' },
    }),
  };

  it('copies a permalink of the current view', async () => {
    const server = serverWith(permalink);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderHeader(owner, '?foo=bar');
    await chooseMenuItem('Copy permalink to clipboard');
    expect(await screen.findByText('Link Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost/superset/dashboard/p/abc/');
    expect(server.bodies.get('POST /api/v1/dashboard/7/permalink')).toEqual({
      dataMask: {},
      activeTabs: [],
      urlParams: [['foo', 'bar']],
    });
  });

  it('says so when the browser cannot copy', async () => {
    serverWith(permalink);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    document.execCommand = () => false;
    renderHeader(owner);
    await chooseMenuItem('Copy permalink to clipboard');
    expect(await screen.findByText('Sorry, your browser does not support copying.')).toBeTruthy();
  });
});

describe('CSS editor', () => {
  it('previews as typed and puts the old CSS back on Cancel', async () => {
    serverWith();
    const { store } = renderHeader(owner, '?edit=true');
    await chooseMenuItem('Edit CSS');
    const editor = await screen.findByTestId('dashboard-css-editor');
    await act(async () => fireEvent.change(editor, { target: { value: 'h1 { color: red }' } }));
    expect(store.getState().dashboard.dashboardState.css).toBe('h1 { color: red }');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(store.getState().dashboard.dashboardState.css).toBe('');
  });
});

describe('edit mode keys and URL', () => {
  it('undoes and redoes a layout change with Ctrl+Z and Ctrl+Shift+Z', async () => {
    serverWith();
    const { store } = renderHeader(owner, '?edit=true');
    const before = store.getState().dashboard.layout.present;
    const { layout: after } = addComponent(before, { type: 'DIVIDER' }, { parentId: 'GRID_ID', index: 0 });
    act(() => {
      store.dispatch(updateLayout(after));
    });
    await act(async () => fireEvent.keyDown(window, { key: 'z', ctrlKey: true }));
    expect(store.getState().dashboard.layout.present).toEqual(before);
    await act(async () => fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true }));
    expect(store.getState().dashboard.layout.present).toEqual(after);
  });

  it('warns once the undo history is full', async () => {
    serverWith();
    const { store } = renderHeader(owner, '?edit=true');
    expect(screen.queryByTestId('undo-limit-warning')).toBeNull();
    act(() => {
      let layout = store.getState().dashboard.layout.present;
      for (let step = 0; step <= 50; step += 1) {
        layout = addComponent(layout, { type: 'DIVIDER' }, { parentId: 'GRID_ID', index: 0 }).layout;
        store.dispatch(updateLayout(layout));
      }
    });
    expect(await screen.findByTestId('undo-limit-warning')).toBeTruthy();
  });

  it('drops ?edit=true when the edit is discarded', async () => {
    serverWith();
    const { store, router } = renderHeader(owner, '?edit=true&x=1');
    await act(async () => fireEvent.click(screen.getByTestId('dashboard-discard')));
    expect(store.getState().dashboard.dashboardState.editMode).toBe(false);
    expect(router.state.location.search).toBe('?x=1');
  });
});
