import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { seedChartDataContent, type ChartDataContent } from '../../testing/chartDataTestContent.js';

let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  content = await seedChartDataContent(t);
  admin = (await t.signIn('admin')).headers;
});
afterAll(() => t?.close());

describe('GET /superset/filter/{type}/{id}/{column}/', () => {
  it("answers the column's distinct values as a bare JSON list", async () => {
    const response = await t.app.inject({
      url: `/superset/filter/table/${content.salesId}/region/`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(['east', 'north', 'south']);
  });

  it('answers 401, 400 for an unknown column and 404 for an unknown datasource', async () => {
    expect(
      (await t.app.inject({ url: `/superset/filter/table/${content.salesId}/region/` })).statusCode,
    ).toBe(401);
    const unknown = await t.app.inject({
      url: `/superset/filter/table/${content.salesId}/nope/`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/superset/filter/table/424242/region/', headers: admin })).statusCode,
    ).toBe(404);
  });
});
