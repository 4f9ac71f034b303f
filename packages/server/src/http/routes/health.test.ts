import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('answers 200 OK without signing in', async () => {
    for (const url of ['/health', '/healthcheck']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('OK');
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('runs on PostgreSQL in the api-postgres project and on SQLite otherwise', () => {
    let provided: string | undefined;
    try {
      provided = inject('pgUrl');
    } catch {
      provided = undefined;
    }
    expect(t.dialect).toBe(provided || process.env.SIGHTLINE_TEST_PG_URL ? 'postgres' : 'sqlite');
  });
});
