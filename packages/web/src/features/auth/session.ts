import type { SetupStatus } from '@sightline/core';
import { api } from '../../platform/api';
import { apiClient, type ApiClient } from '../../platform/apiClient';
import { fetchBootstrap, normalizeBootstrap, type BootstrapData } from '../../platform/bootstrap';
import { useAppDispatch } from '../../platform/hooks';
import { bootstrapLoaded, signedOut } from '../../platform/sessionSlice';

export interface SetupForm {
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Needed when the browser is not on the server's machine (see fetchSetupStatus). */
  setup_token?: string;
}

/**
 * Session changes go through the plain client rather than RTK Query: each one replaces the CSRF token
 * and the bootstrap object, and drops every cached list (they were fetched as someone else).
 * Signing in and the first-run setup both POST without a token and answer the new session.
 */
async function startSession(client: ApiClient, url: string, body: object): Promise<BootstrapData> {
  const response = await client.request({ url, method: 'POST', body, csrf: false });
  client.resetCsrfToken();
  const embedded = normalizeBootstrap((response as { result?: unknown } | undefined)?.result);
  return embedded?.user ? embedded : fetchBootstrap(client);
}

export function signIn(client: ApiClient, username: string, password: string): Promise<BootstrapData> {
  return startSession(client, '/api/v1/security/session/', { username, password });
}

export function setupAdmin(client: ApiClient, form: SetupForm): Promise<BootstrapData> {
  return startSession(client, '/api/v1/security/setup/', form);
}

/** Whether setup is still open and whether this browser must send the setup token. */
export async function fetchSetupStatus(client: ApiClient): Promise<SetupStatus> {
  const body = await client.request<{ result: SetupStatus }>({ url: '/api/v1/security/setup/' });
  return body.result;
}

export async function signOut(client: ApiClient): Promise<void> {
  await client.request({ url: '/api/v1/security/session/', method: 'DELETE' });
  client.resetCsrfToken();
}

/** The three session actions wired to the store. */
export function useSessionActions() {
  const dispatch = useAppDispatch();
  const enter = (bootstrap: BootstrapData) => {
    dispatch(api.util.resetApiState());
    dispatch(bootstrapLoaded(bootstrap));
  };
  return {
    signIn: async (username: string, password: string) => enter(await signIn(apiClient, username, password)),
    setupAdmin: async (form: SetupForm) => enter(await setupAdmin(apiClient, form)),
    signOut: async () => {
      await signOut(apiClient);
      dispatch(api.util.resetApiState());
      dispatch(signedOut());
    },
  };
}

/** Where to go after sign-in: only same-app paths, so `?next=` cannot send users to another site. */
export function safeNextPath(next: string | null): string {
  if (
    !next ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.startsWith('/login') ||
    next.startsWith('/setup')
  ) {
    return '/';
  }
  return next;
}
