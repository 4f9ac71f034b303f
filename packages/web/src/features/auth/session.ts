import { api } from '../../app/api';
import { apiClient, type ApiClient } from '../../app/apiClient';
import { fetchBootstrap, normalizeBootstrap, type BootstrapData } from '../../app/bootstrap';
import { useAppDispatch } from '../../app/hooks';
import { bootstrapLoaded, signedOut } from '../../app/sessionSlice';

export interface SetupForm {
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * Session changes go through the plain client rather than RTK Query: each one replaces the CSRF token
 * and the bootstrap object, and drops every cached list (they were fetched as someone else).
 */
async function afterSessionChange(client: ApiClient, body: unknown): Promise<BootstrapData> {
  client.resetCsrfToken();
  const embedded = normalizeBootstrap((body as { result?: unknown } | undefined)?.result);
  return embedded?.user ? embedded : fetchBootstrap(client);
}

export async function signIn(client: ApiClient, username: string, password: string): Promise<BootstrapData> {
  const body = await client.request({
    url: '/api/v1/security/session/',
    method: 'POST',
    body: { username, password },
    csrf: false,
  });
  return afterSessionChange(client, body);
}

export async function setupAdmin(client: ApiClient, form: SetupForm): Promise<BootstrapData> {
  const body = await client.request({
    url: '/api/v1/security/setup/',
    method: 'POST',
    body: form,
    csrf: false,
  });
  return afterSessionChange(client, body);
}

export async function signOut(client: ApiClient): Promise<void> {
  await client.request({ url: '/api/v1/security/session/', method: 'DELETE' });
  client.resetCsrfToken();
}

/** The three session actions wired to the store. */
export function useSessionActions() {
  const dispatch = useAppDispatch();
  return {
    signIn: async (username: string, password: string) => {
      const bootstrap = await signIn(apiClient, username, password);
      dispatch(api.util.resetApiState());
      dispatch(bootstrapLoaded(bootstrap));
    },
    setupAdmin: async (form: SetupForm) => {
      const bootstrap = await setupAdmin(apiClient, form);
      dispatch(api.util.resetApiState());
      dispatch(bootstrapLoaded(bootstrap));
    },
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
