import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { routesOf } from '../../security/hostileRequests.js';
import { OPENAPI_PATH, SWAGGER_UI_PREFIX, tagOf } from './openapi.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

async function fetchDocument(url = OPENAPI_PATH): Promise<OpenApiDocument> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

/**
 * The OpenAPI paths a printed route may stand for: `:id` is written `{id}`, and a segment printed as
 * `:id|:pk` (routes that share a node but name its parameter differently) is either name.
 */
function openApiPaths(path: string): string[] {
  return path
    .split('/')
    .reduce<string[]>(
      (heads, segment) =>
        heads.flatMap((head) =>
          segment.split('|').map((choice) => `${head}${head === '' && segment === '' ? '' : '/'}${choice}`),
        ),
      [''],
    )
    .map((candidate) => candidate.replace(/^\/\//, '/').replace(/:([A-Za-z_]\w*)/g, '{$1}'));
}

/** Routes that are not API: the app page, its assets and the Swagger UI's own files. */
const notApi = (path: string) =>
  path === '/' || path.startsWith('/assets/') || path.startsWith(SWAGGER_UI_PREFIX) || path.includes('*');

interface OpenApiOperation {
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const hasSuccessContent = (operation: OpenApiOperation) =>
  Object.entries(operation.responses ?? {}).some(
    ([status, response]) => /^2\d\d$/.test(status) && Object.keys(response.content ?? {}).length > 0,
  );

/** The API's operations (`METHOD /path`, without the trailing slash) and what the document says of each. */
function apiOperations(document: OpenApiDocument) {
  const operations = Object.entries(document.paths)
    .filter(([path]) => !notApi(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, OpenApiOperation>).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`,
        operation,
      })),
    );
  expect(operations.length).toBeGreaterThan(80);
  return operations;
}

/** Writes that read no request body, each with the reason; every other write declares its body. */
const BODILESS = new Set<string>([
  // The refresh token comes in the Authorization header.
  'POST /api/v1/security/refresh',
  // Starring a chart, dashboard or saved query is named by its path alone.
  'POST /api/v1/chart/{id}/favorites',
  'POST /api/v1/dashboard/{id}/favorites',
  'POST /api/v1/saved_query/{id}/favorites',
  // Activating a SQL Lab tab is named by its path alone.
  'POST /tabstateview/{id}/activate',
]);

/** Operations that answer no 2xx reply, each with the reason; every other operation declares its reply. */
const WITHOUT_REPLY = new Set<string>([
  // Upgrades to a websocket (101) whose messages are the async events the polled list answers.
  'GET /api/v1/async_event/ws',
]);

describe(`GET ${OPENAPI_PATH}`, () => {
  it('answers an OpenAPI 3 document without signing in, with or without the trailing slash', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\./);
    expect(await fetchDocument(`${OPENAPI_PATH}/`)).toEqual(document);
  });

  it('describes every route the app serves, with each of its methods', async () => {
    const document = await fetchDocument();
    // Paths answer with and without the trailing slash; the document writes the registered form.
    const described = new Map(
      Object.entries(document.paths).map(([path, methods]) => [path.replace(/(.)\/$/, '$1'), methods]),
    );
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((r) => !notApi(r.path));
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes.filter(
      (route) => !openApiPaths(route.path).some((path) => described.get(path)?.[route.method.toLowerCase()]),
    );
    expect(missing).toEqual([]);
  });

  it('declares a 2xx reply with content for every operation', async () => {
    // The health checks declare their text reply too.
    const withoutReply = apiOperations(await fetchDocument())
      .filter(({ key, operation }) => !WITHOUT_REPLY.has(key) && !hasSuccessContent(operation))
      .map(({ key }) => key);
    expect(withoutReply).toEqual([]);
  });

  it('declares the request body of every write that reads one', async () => {
    const withoutBody = apiOperations(await fetchDocument())
      .filter(({ key }) => /^(POST|PUT|PATCH) /.test(key) && !BODILESS.has(key))
      .filter(({ operation }) => !operation.requestBody)
      .map(({ key }) => key);
    expect(withoutBody).toEqual([]);
  });

  it('answers 404 to other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: OPENAPI_PATH, payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe(`GET ${SWAGGER_UI_PREFIX}`, () => {
  it('serves the Swagger UI page and its scripts under the app security headers', async () => {
    for (const url of [SWAGGER_UI_PREFIX, `${SWAGGER_UI_PREFIX}/`]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('swagger-ui-bundle.js');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
    const script = await t.app.inject({ url: `${SWAGGER_UI_PREFIX}/static/swagger-initializer.js` });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('serves no file outside its own folder', async () => {
    for (const url of [
      `${SWAGGER_UI_PREFIX}/static/../../package.json`,
      `${SWAGGER_UI_PREFIX}/static/%2e%2e/%2e%2e/package.json`,
      `${SWAGGER_UI_PREFIX}/static/..%2f..%2fpackage.json`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.body, url).not.toContain('"dependencies"');
    }
  });
});

describe('tagOf', () => {
  it('groups API operations by resource and other paths by their first part', () => {
    expect(tagOf('/api/v1/chart/:id/favorites')).toBe('chart');
    expect(tagOf('/superset/log')).toBe('superset');
    expect(tagOf('/')).toBe('app');
  });
});

describe('reply checks in the API tests', () => {
  it('turn a reply that does not match its declared schema into a 500', async () => {
    const checked = await createTestApp({
      configure: (app) => {
        const schema = { response: { 200: z.object({ count: z.number() }) } };
        app.get('/test/reply-check', { schema }, async () => ({ count: 'many' }));
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await checked.app.inject({ url: '/test/reply-check' });
      expect(response.statusCode).toBe(500);
      expect(logged.mock.calls[0]?.[0]).toMatch(/GET \/test\/reply-check does not match its schema/);
    } finally {
      logged.mockRestore();
      await checked.close();
    }
  });
});
