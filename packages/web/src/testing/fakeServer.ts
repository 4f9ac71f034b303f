/**
 * A tiny stand-in for the HTTP API in component tests: route handlers keyed by "METHOD path" (path without
 * the query string), every call recorded with its decoded `q`. Unmatched calls answer 404 so a test
 * notices requests it did not expect.
 */
import rison from 'rison';

export interface RecordedCall {
  method: string;
  path: string;
  q: unknown;
  headers: Record<string, string>;
}

export type Handler = (call: RecordedCall) => { status?: number; body: unknown };

export function createFakeServer(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const qText = url.searchParams.get('q');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      q: qText ? rison.decode(qText) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const { status = 200, body } = handler ? handler(call) : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetchFn };
}
