import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError, messageFromErrorBody } from './apiClient';

interface Call {
  url: string;
  method: string;
  csrf: string | undefined;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake server: hands out numbered CSRF tokens and accepts only the latest one. */
function fakeServer(options: { rejectFirstToken?: boolean } = {}) {
  const calls: Call[] = [];
  let issued = 0;
  const fetchFn = async (url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = { url, method: init?.method ?? 'GET', csrf: headers['X-CSRFToken'] };
    calls.push(call);
    if (url === '/api/v1/security/csrf_token/') return json(200, { result: `token-${++issued}` });
    if (call.method !== 'GET' && options.rejectFirstToken && call.csrf === 'token-1') {
      return json(400, { message: 'The CSRF token is invalid.' });
    }
    if (url === '/api/v1/chart/7') return json(404, { message: 'Not found' });
    return json(200, { message: 'OK' });
  };
  return { calls, client: new ApiClient(fetchFn) };
}

describe('ApiClient', () => {
  it('fetches the CSRF token once and sends it on every mutating request', async () => {
    const { calls, client } = fakeServer();
    await client.request({ url: '/api/v1/chart/1/favorites/', method: 'POST' });
    await client.request({ url: '/api/v1/chart/2/favorites/', method: 'DELETE' });
    expect(calls.filter((c) => c.url.includes('csrf_token'))).toHaveLength(1);
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.csrf)).toEqual(['token-1', 'token-1']);
  });

  it('sends a write at once, within the call, when the token is in', async () => {
    const { calls, client } = fakeServer();
    client.prefetchCsrfToken();
    await new Promise((resolve) => setTimeout(resolve, 0));
    void client.request({ url: '/api/v1/chart/data', method: 'POST', body: {} });
    // No await in between: the POST was handed to fetch before the call returned.
    expect(calls.map((c) => [c.url, c.csrf])).toEqual([
      ['/api/v1/security/csrf_token/', undefined],
      ['/api/v1/chart/data', 'token-1'],
    ]);
    client.resetCsrfToken();
    void client.request({ url: '/api/v1/chart/data', method: 'POST', body: {} });
    // A reset token is asked for again before the next write.
    expect(calls).toHaveLength(3);
    expect(calls[2]!.url).toBe('/api/v1/security/csrf_token/');
  });

  it('does not fetch a token for reads', async () => {
    const { calls, client } = fakeServer();
    await client.request({ url: '/api/v1/chart/' });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/chart/']);
  });

  it('re-fetches the token and retries once when the server rejects it', async () => {
    const { calls, client } = fakeServer({ rejectFirstToken: true });
    await expect(client.request({ url: '/api/v1/chart/1', method: 'DELETE' })).resolves.toEqual({
      message: 'OK',
    });
    expect(calls.filter((c) => c.url === '/api/v1/chart/1').map((c) => c.csrf)).toEqual([
      'token-1',
      'token-2',
    ]);
  });

  it('throws ApiError with the server message and status', async () => {
    const { client } = fakeServer();
    const error = await client.request({ url: '/api/v1/chart/7' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not found' });
  });
});

describe('messageFromErrorBody', () => {
  it('flattens 422 field errors', () => {
    expect(messageFromErrorBody({ message: { slice_name: ['Field may not be null.'] } }, 'x')).toBe(
      'slice_name: Field may not be null.',
    );
  });

  it('falls back when the body has no message', () => {
    expect(messageFromErrorBody('<html>', 'Bad Gateway')).toBe('Bad Gateway');
  });
});
