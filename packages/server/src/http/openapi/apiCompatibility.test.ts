import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { compareApis, compareOperation, compatibilityMarkdown } from './apiCompatibility.js';
import { apiShapes, operationKey, type ApiShapes } from './apiShapes.js';
import { OPENAPI_PATH } from './openapi.js';

const REPORT = fileURLToPath(new URL('../../../../../docs/api-compatibility.md', import.meta.url));
/** Superset 3.1's shapes for the operations we serve (scripts/superset-api-shapes.mjs writes them). */
const supersetShapes: ApiShapes = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../testing/supersetApiShapes.json', import.meta.url)), 'utf8'),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('apiShapes', () => {
  it('keys operations without parameter names and trailing slashes', () => {
    expect(operationKey('get', '/api/v1/chart/{pk}/data/')).toBe('GET /api/v1/chart/{}/data');
  });

  it('lists query parameters and the dotted fields of bodies and replies, resolving references', () => {
    const document = {
      paths: {
        '/api/v1/thing/{pk}': {
          put: {
            parameters: [{ in: 'query', name: 'force', schema: { type: 'boolean' } }],
            requestBody: {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Body' } } },
            },
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        id: { type: 'integer' },
                        owners: {
                          type: 'array',
                          items: { type: 'object', properties: { name: { type: 'string' } } },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      components: {
        schemas: { Body: { type: 'object', properties: { title: { type: 'string', nullable: true } } } },
      },
    };
    expect(apiShapes(document)).toEqual({
      'PUT /api/v1/thing/{}': {
        query: { force: 'boolean' },
        body: { title: 'string|null' },
        reply: { id: 'number', owners: 'array', 'owners[]': 'object', 'owners[].name': 'string' },
      },
    });
  });
});

describe('compareOperation', () => {
  it('lists fields missing on either side and fields typed differently; untyped fields match any type', () => {
    const ours = {
      query: {},
      body: { a: 'string' },
      reply: { id: 'number', extra: 'string', when: 'string' },
    };
    const superset = {
      query: { q: 'string' },
      body: { a: 'number' },
      reply: { id: 'number', gone: 'boolean', when: 'any' },
    };
    expect(compareOperation('GET /x', ours, superset)).toEqual({
      key: 'GET /x',
      undescribed: ['query'],
      differences: [
        { part: 'body', field: 'a', ours: 'string', superset: 'number' },
        { part: 'reply', field: 'extra', ours: 'string', superset: null },
        { part: 'reply', field: 'gone', ours: null, superset: 'boolean' },
      ],
    });
  });
});

describe("comparison with Superset 3.1's API document", () => {
  it('finds every operation of the Superset shapes among ours', async () => {
    const ours = apiShapes((await t.app.inject({ url: OPENAPI_PATH })).json());
    expect(Object.keys(supersetShapes).filter((key) => !(key in ours))).toEqual([]);
  });

  it('is written down in docs/api-compatibility.md (UPDATE_API_COMPATIBILITY=1 rewrites it)', async () => {
    const ours = apiShapes((await t.app.inject({ url: OPENAPI_PATH })).json());
    const report = compatibilityMarkdown(compareApis(ours, supersetShapes));
    expect(report).toContain('operations are in both documents');
    if (process.env.UPDATE_API_COMPATIBILITY === '1') writeFileSync(REPORT, report);
    expect(readFileSync(REPORT, 'utf8'), 'docs/api-compatibility.md is out of date; see its header').toBe(
      report,
    );
  });
});
