// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmUnload, shouldBlockNavigation, useUnsavedChangesGuard } from './useUnsavedChangesGuard';

describe('shouldBlockNavigation', () => {
  const here = { pathname: '/dashboard/1/' };

  it('blocks leaving for another page while changes are unsaved', () => {
    expect(shouldBlockNavigation(true, here, { pathname: '/chart/list/' })).toBe(true);
  });

  it('lets query-string and hash changes on the same page through', () => {
    expect(shouldBlockNavigation(true, here, { pathname: '/dashboard/1/' })).toBe(false);
  });

  it('never blocks without unsaved changes', () => {
    expect(shouldBlockNavigation(false, here, { pathname: '/chart/list/' })).toBe(false);
  });
});

describe('confirmUnload', () => {
  it('asks the browser to confirm', () => {
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    confirmUnload(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

function Page({ dirty }: { dirty: boolean }) {
  useUnsavedChangesGuard(dirty);
  return <Link to="/elsewhere/">leave</Link>;
}

function renderGuard(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/1/', element: <Page dirty={dirty} /> },
      { path: '/elsewhere/', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/dashboard/1/'] },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

afterEach(cleanup);

describe('useUnsavedChangesGuard', () => {
  it('asks before leaving with unsaved changes and stays on Stay', async () => {
    const router = renderGuard(true);
    await act(async () => fireEvent.click(screen.getByText('leave')));
    expect((await screen.findAllByText('You have unsaved changes.')).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay' })));
    expect(router.state.location.pathname).toBe('/dashboard/1/');
  });

  it('leaves on Leave', async () => {
    const router = renderGuard(true);
    await act(async () => fireEvent.click(screen.getByText('leave')));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Leave' })));
    expect(router.state.location.pathname).toBe('/elsewhere/');
  });

  it('registers the beforeunload prompt only while dirty', () => {
    renderGuard(true);
    const dirtyEvent = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyEvent);
    expect(dirtyEvent.defaultPrevented).toBe(true);
    cleanup();
    renderGuard(false);
    const cleanEvent = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanEvent);
    expect(cleanEvent.defaultPrevented).toBe(false);
  });

  it('navigates freely without unsaved changes', async () => {
    const router = renderGuard(false);
    await act(async () => fireEvent.click(screen.getByText('leave')));
    expect(router.state.location.pathname).toBe('/elsewhere/');
  });
});
