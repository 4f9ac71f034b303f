import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { seedExampleContent, type SeededContent } from '../../testing/resourceTestContent.js';
import { grantDatasetAccess } from '../../testing/grants.js';

let t: TestApp;
let seeded: SeededContent;
let headers: Record<string, string>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedExampleContent(t);
  userId = (await t.createUser('Gamma', 'lou')).id;
  await grantDatasetAccess(t.deps, 'Gamma', [seeded.datasetId]);
  headers = (await t.signIn('lou')).headers;
});
afterAll(() => t.close());

describe('log API', () => {
  it('records client events and shows views as recent activity, newest first, one entry per object', async () => {
    const events = [
      { event_name: 'mount_dashboard', source: 'dashboard', source_id: seeded.dashboardId },
      { event_name: 'mount_explorer', slice_id: seeded.chartIds[1] },
    ];
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/log/',
      headers,
      payload: { events: JSON.stringify(events) },
    });
    expect(posted.statusCode).toBe(200);
    await t.app.inject({ url: `/api/v1/chart/${seeded.chartIds[0]}`, headers });
    await t.app.inject({ url: `/api/v1/chart/${seeded.chartIds[0]}`, headers });
    const body = (
      await t.app.inject({ url: '/api/v1/log/recent_activity/?q=(page:0,page_size:5)', headers })
    ).json();
    expect(body.result.map((r: { item_title: string }) => r.item_title)).toEqual([
      'Births by state',
      'Births trend',
      'Births',
    ]);
    expect(body.result[2]).toMatchObject({ item_type: 'dashboard', item_url: '/dashboard/births/' });
    const paged = (
      await t.app.inject({ url: '/api/v1/log/recent_activity/?q=(page:1,page_size:2)', headers })
    ).json();
    expect(paged.result.map((r: { item_title: string }) => r.item_title)).toEqual(['Births']);
    const legacy = await t.app.inject({ url: `/api/v1/log/recent_activity/${userId}/`, headers });
    expect(legacy.json().result).toHaveLength(3);
  });

  it('refuses bad input and anonymous callers', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/log/', headers, payload: { events: '[{' } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/log/recent_activity/?q=(page:x)', headers })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/api/v1/log/recent_activity/' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/v1/log/recent_activity/${userId + 1000}/`, headers })).statusCode,
    ).toBe(403);
  });
});
