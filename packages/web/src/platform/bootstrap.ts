import type { BootstrapPayload } from '@sightline/core';
import type { ApiClient } from './apiClient';

export type { BootstrapUser } from '@sightline/core';
/** The bootstrap object (the contract shared with the server lives in core). */
export type BootstrapData = BootstrapPayload;

export const BOOTSTRAP_ELEMENT_ID = 'bootstrap-data';
export const BOOTSTRAP_URL = '/api/v1/bootstrap/';

const EMPTY_COMMON: BootstrapData['common'] = { feature_flags: {}, conf: {}, flash_messages: [] };

/** Fills missing parts so the rest of the app can rely on the shape. */
export function normalizeBootstrap(raw: unknown): BootstrapData | null {
  if (!raw || typeof raw !== 'object') return null;
  const data = raw as Partial<BootstrapData>;
  if (typeof data.needs_setup !== 'boolean' && data.user === undefined) return null;
  const user = data.user && typeof data.user === 'object' ? data.user : null;
  return {
    user: user
      ? {
          ...user,
          roles: Array.isArray(user.roles) ? user.roles : [],
          permissions: Array.isArray(user.permissions) ? user.permissions : [],
        }
      : null,
    needs_setup: data.needs_setup === true,
    common: { ...EMPTY_COMMON, ...(data.common ?? {}) },
  };
}

/** Reads the object the server embeds in index.html; null when absent (vite dev server) or unreadable. */
export function readEmbeddedBootstrap(doc: Document): BootstrapData | null {
  const text = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return normalizeBootstrap(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Fetches the bootstrap object from the API; used when nothing is embedded and after sign-in. */
export async function fetchBootstrap(client: ApiClient): Promise<BootstrapData> {
  const body = await client.request<{ result?: unknown }>({ url: BOOTSTRAP_URL });
  const data = normalizeBootstrap(body.result);
  if (!data) throw new Error('The server sent an unreadable bootstrap object');
  return data;
}

export async function loadBootstrap(doc: Document, client: ApiClient): Promise<BootstrapData> {
  return readEmbeddedBootstrap(doc) ?? fetchBootstrap(client);
}
