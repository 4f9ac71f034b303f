import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import { DASHBOARD_API_MESSAGES } from '../../services/dashboardMessages.js';
import {
  setUpResourceTests,
  signInWithoutDatasetAccess,
  type SeededContent,
} from '../../testing/resourceTestContent.js';
import { createDashboard, layoutText } from '../../testing/dashboardTestContent.js';

let t: TestApp;
let seeded: SeededContent;
let alpha: Record<string, string>;
let alphaId: number;
let gamma: Record<string, string>;
let dashboardId: number;

beforeAll(async () => {
  ({ t, seeded, alpha, alphaId, gamma } = await setUpResourceTests({ alpha: 'ana', gamma: 'guy' }));
  dashboardId = await createDashboard(t, alpha, {
    dashboard_title: 'Editable',
    position_json: layoutText([seeded.chartIds[0]!]),
  });
});
afterAll(() => t.close());

const put = (
  payload: Record<string, unknown>,
  headers: Record<string, string> | undefined = alpha,
  id = dashboardId,
) => t.app.inject({ method: 'PUT', url: `/api/v1/dashboard/${id}`, headers, payload });

const chartIdsOf = async (id: number) =>
  (
    (await t.app.inject({ url: `/api/v1/dashboard/${id}/charts`, headers: alpha })).json().result as {
      id: number;
    }[]
  )
    .map((c) => c.id)
    .sort();

const metadata = JSON.stringify({
  label_colors: { CA: '#ff0000' },
  refresh_frequency: 300,
  color_scheme: 'bnbColors',
});

describe('PUT /api/v1/dashboard/{pk}', () => {
  it('answers {id, last_modified_time, result} with the saved DashboardRestApi.put fields', async () => {
    const position = layoutText([seeded.chartIds[1]!, seeded.chartIds[0]!]);
    const response = await put({
      dashboard_title: 'Saved',
      json_metadata: metadata,
      position_json: position,
      css: '.x{}',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toBe(dashboardId);
    expect(Object.keys(body.result).sort()).toEqual(
      [
        'certification_details',
        'certified_by',
        'css',
        'dashboard_title',
        'external_url',
        'is_managed_externally',
        'json_metadata',
        'last_modified_time',
        'owners',
        'position_json',
        'published',
        'roles',
        'slug',
      ].sort(),
    );
    expect(body.result).toMatchObject({
      dashboard_title: 'Saved',
      json_metadata: metadata,
      position_json: position,
      css: '.x{}',
      owners: [alphaId],
      roles: [],
      published: false,
      slug: null,
    });
    expect(body.result.last_modified_time).toBe(body.last_modified_time);
    const got = (await t.app.inject({ url: `/api/v1/dashboard/${dashboardId}`, headers: alpha })).json();
    expect(got.result.last_modified_time).toBe(body.last_modified_time);
    expect(body.last_modified_time).toBe(Date.parse(got.result.changed_on) / 1000);
  });

  it('moves last_modified_time forward on every save, so a client can tell a concurrent edit', async () => {
    const first = (await put({ css: '.a{}' })).json().last_modified_time as number;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await put({ css: '.b{}' })).json().last_modified_time as number;
    expect(second).toBeGreaterThan(first);
    expect(Math.abs(second - Date.now() / 1000)).toBeLessThan(60);
  });

  it('makes the chart links follow a saved layout, and leaves them when no layout is sent', async () => {
    await put({ position_json: layoutText([seeded.chartIds[1]!, 987654]) });
    expect(await chartIdsOf(dashboardId)).toEqual([seeded.chartIds[1]]);
    await put({ dashboard_title: 'No layout change' });
    expect(await chartIdsOf(dashboardId)).toEqual([seeded.chartIds[1]]);
    await put({ position_json: layoutText(seeded.chartIds) });
    expect(await chartIdsOf(dashboardId)).toEqual([...seeded.chartIds].sort());
  });

  it('answers 422 for a position_json that is not a layout tree', async () => {
    const rootless = JSON.stringify({ 'CHART-1': { type: 'CHART', id: 'CHART-1', meta: { chartId: 1 } } });
    for (const position_json of [rootless, '[1, 2]', '"text"']) {
      const response = await put({ position_json });
      expect(response.statusCode, position_json).toBe(422);
      expect(response.json()).toEqual({ message: { position_json: [DASHBOARD_API_MESSAGES.invalidLayout] } });
    }
    expect((await put({ position_json: '{' })).json()).toEqual({
      message: { position_json: ['JSON not valid'] },
    });
  });

  it('answers 422 naming a json_metadata field of the wrong type', async () => {
    const response = await put({ json_metadata: JSON.stringify({ label_colors: ['red'] }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().message.json_metadata[0]).toMatch(/^"label_colors" in the JSON metadata must be/);
    expect((await put({ json_metadata: '[]' })).statusCode).toBe(422);
    expect((await put({ dashboard_title: 7 })).statusCode).toBe(422);
  });

  it('answers 401 anonymous, 403 for a Gamma non-owner or without can_write, 404 for an unknown id', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v1/dashboard/${dashboardId}`, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await put({ css: '' }, gamma)).statusCode).toBe(403);
    const outsider = await signInWithoutDatasetAccess(t, 'sue');
    expect((await put({ css: '' }, outsider)).statusCode).toBe(403);
    expect((await put({ css: '' }, alpha, 987654)).statusCode).toBe(404);
  });
});
