import { offMainThreadFetch } from './offMainThreadFetch';

/**
 * The one place the browser talks HTTP to the server. Cookie sessions need the `X-CSRFToken` header on
 * every mutating request; the token is fetched once, reused, and re-fetched (with one retry of the
 * request) when the server rejects it, e.g. after the session changed.
 */

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * False for the endpoints the server exempts from CSRF (sign-in, setup): there is no session yet, and
   * asking for a token then would only produce a 401.
   */
  csrf?: boolean;
  /** Aborts the request (a chart query the user stopped, or a chart that went away). */
  signal?: AbortSignal;
  /**
   * Sent and read by a worker, not the page's main thread (offMainThreadFetch.ts): for requests sent
   * in bursts while the page has drawing to do (a dashboard's chart queries).
   */
  offMainThread?: boolean;
}

/** A file the server sent as an attachment (CSV, XLSX). */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** A failed request: HTTP status (0 for network failures) and the server's message as text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

const CSRF_TOKEN_URL = '/api/v1/security/csrf_token/';

/**
 * Reads the text to show from a Superset-style error body: `{message: "..."}`, `{message: {field:
 * [errors]}}` (422) or `{errors: [{message}]}`.
 */
export function messageFromErrorBody(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message === 'string' && message) return message;
    if (message && typeof message === 'object') {
      const parts = Object.entries(message as Record<string, unknown>).map(([field, value]) => {
        const text = Array.isArray(value) ? value.join(', ') : String(value);
        return `${field}: ${text}`;
      });
      if (parts.length > 0) return parts.join('; ');
    }
    if (Array.isArray(errors) && errors.length > 0) {
      const first = errors[0] as { message?: unknown };
      if (typeof first?.message === 'string') return first.message;
    }
  }
  return fallback;
}

function isCsrfRejection(status: number, body: unknown): boolean {
  return status === 400 && /csrf/i.test(messageFromErrorBody(body, ''));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export class ApiClient {
  private csrfToken: Promise<string | null> | null = null;
  /** The token once it is in: a write then calls fetch at once, not a microtask later. */
  private csrfTokenValue: string | null = null;

  // The default looks `fetch` up at call time so tests can stub the global.
  constructor(
    private readonly fetchFn: FetchFn = (input, init) => fetch(input, init),
    private readonly offMainThreadFetchFn: FetchFn = offMainThreadFetch,
  ) {}

  /** Forget the CSRF token; call after sign-in, sign-out and setup because the session changed. */
  resetCsrfToken(): void {
    this.csrfToken = null;
    this.csrfTokenValue = null;
  }

  /** Fetches the CSRF token ahead of a page's first write, so that write does not wait for it. */
  prefetchCsrfToken(): void {
    void this.getCsrfToken();
  }

  private getCsrfToken(): Promise<string | null> {
    if (!this.csrfToken) {
      this.csrfToken = this.fetchFn(CSRF_TOKEN_URL, { credentials: 'same-origin' })
        .then(async (response) => {
          if (!response.ok) return null;
          const body = (await readBody(response)) as { result?: unknown } | undefined;
          return typeof body?.result === 'string' ? body.result : null;
        })
        .catch(() => null);
      // A failed fetch (e.g. anonymous) must not stick: the next mutation asks again.
      const asked = this.csrfToken;
      void asked.then((token) => {
        if (this.csrfToken !== asked) return;
        if (token === null) this.csrfToken = null;
        else this.csrfTokenValue = token;
      });
    }
    return this.csrfToken;
  }

  private async send(request: ApiRequest): Promise<Response> {
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' && request.csrf !== false) {
      // Without waiting when the token is in: a page's burst of writes (a dashboard's chart-data POSTs) then
      // leaves before the page renders the state that asked for them.
      const token = this.csrfTokenValue ?? (await this.getCsrfToken());
      if (token) headers['X-CSRFToken'] = token;
    }
    const fetchFn = request.offMainThread ? this.offMainThreadFetchFn : this.fetchFn;
    return fetchFn(request.url, {
      method,
      headers,
      credentials: 'same-origin',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  }

  /** Sends a request and returns the raw response when it is 2xx (file downloads); else throws ApiError. */
  async requestResponse(request: ApiRequest): Promise<Response> {
    let response: Response;
    try {
      response = await this.send(request);
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new ApiError(0, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) {
      const body = await readBody(response);
      throw new ApiError(response.status, messageFromErrorBody(body, response.statusText), body);
    }
    return response;
  }

  /** Sends a request and returns the parsed JSON body; throws ApiError for any non-2xx answer. */
  async request<T>(request: ApiRequest): Promise<T> {
    let response: Response;
    let body: unknown;
    try {
      response = await this.send(request);
      body = await readBody(response);
      if (request.method && request.method !== 'GET' && isCsrfRejection(response.status, body)) {
        this.resetCsrfToken();
        response = await this.send(request);
        body = await readBody(response);
      }
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new ApiError(0, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) {
      throw new ApiError(
        response.status,
        messageFromErrorBody(body, response.statusText || `HTTP ${response.status}`),
        body,
      );
    }
    return body as T;
  }
}

/** `attachment; filename="x.csv"` → `x.csv`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/** Sends a request whose answer is a file; throws ApiError with the server's message otherwise. */
export async function downloadFile(
  client: Pick<ApiClient, 'requestResponse'>,
  request: ApiRequest,
  fallbackName: string,
): Promise<DownloadedFile> {
  const response = await client.requestResponse(request);
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackName),
  };
}

/** The app-wide client. */
export const apiClient = new ApiClient();
