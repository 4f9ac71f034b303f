// @vitest-environment jsdom
import '../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_POLICY_MESSAGE } from '@sightline/core';
import { createStore } from '../../app/store';
import SetupPage from './SetupPage';

const common = { feature_flags: {}, conf: {}, flash_messages: [] };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that answers the setup status and records setup posts (refused, so the page stays). */
function stubServer(tokenRequired: boolean) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input === '/api/v1/security/setup/' && (init?.method ?? 'GET') === 'GET') {
      return json(200, { result: { needs_setup: true, token_required: tokenRequired } });
    }
    if (input === '/api/v1/security/setup/') {
      posts.push(JSON.parse(String(init?.body)));
      return json(403, { message: 'refused in this test' });
    }
    return json(404, { message: 'Not found' });
  });
  return posts;
}

function renderSetup() {
  render(
    <Provider store={createStore({ user: null, needs_setup: true, common })}>
      <MemoryRouter initialEntries={['/setup']}>
        <Routes>
          <Route path="/setup" element={<SetupPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

async function fillForm(username: string, password: string) {
  fill('Username', username);
  fill('First name', 'Ada');
  fill('Last name', 'Min');
  fill('Email', 'ada@example.com');
  fill('Password', password);
  fill('Confirm password', password);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create admin account' })));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SetupPage', () => {
  it('shows the password policy message for a short password or the username as password', async () => {
    const posts = stubServer(false);
    renderSetup();
    await fillForm('administrator', 'short');
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGE)).toBeTruthy();
    await fillForm('administrator', 'Administrator');
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGE)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('asks for the setup token when the server wants it, and sends it', async () => {
    const posts = stubServer(true);
    renderSetup();
    expect(await screen.findByLabelText('Setup token')).toBeTruthy();
    fill('Setup token', '  token-from-the-log  ');
    await fillForm('root', 'a-long-password');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ username: 'root', setup_token: 'token-from-the-log' });
  });

  it('does not show the token field on the server machine', async () => {
    const posts = stubServer(false);
    renderSetup();
    await fillForm('root', 'a-long-password');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(screen.queryByLabelText('Setup token')).toBeNull();
    expect(posts[0]).not.toHaveProperty('setup_token');
  });
});
