// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { BootstrapData } from '../platform/bootstrap';
import { RequireAuth } from './RequireAuth';
import { createStore } from './store';

const common = { feature_flags: {}, conf: {}, flash_messages: [] };
const user = {
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'a@example.com',
  roles: ['Admin'],
  permissions: [],
};

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, bootstrap: BootstrapData) {
  render(
    <Provider store={createStore(bootstrap)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<Where />} />
          <Route path="/setup" element={<Where />} />
          <Route
            path="*"
            element={
              <RequireAuth>
                <p>protected page</p>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(cleanup);

describe('RequireAuth', () => {
  it('sends anonymous visitors to /login with the way back', () => {
    renderAt('/chart/list/?x=1', { user: null, needs_setup: false, common });
    expect(screen.getByText('at /login?next=%2Fchart%2Flist%2F%3Fx%3D1')).toBeTruthy();
  });

  it('sends everyone to /setup on first run', () => {
    renderAt('/', { user: null, needs_setup: true, common });
    expect(screen.getByText('at /setup')).toBeTruthy();
  });

  it('shows the page to a signed-in user', () => {
    renderAt('/chart/list/', { user, needs_setup: false, common });
    expect(screen.getByText('protected page')).toBeTruthy();
  });
});
