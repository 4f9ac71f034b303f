import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import {
  risonQueryArgument as q,
  seedExampleContent,
  type SeededContent,
} from '../../testing/resourceTestContent.js';

let t: TestApp;
let seeded: SeededContent;
let sam: Record<string, string>;
let sue: Record<string, string>;
let gamma: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedExampleContent(t);
  await t.createUser(['Gamma', 'sql_lab'], 'sam');
  sam = (await t.signIn('sam')).headers;
  await t.createUser(['Gamma', 'sql_lab'], 'sue');
  sue = (await t.signIn('sue')).headers;
  await t.createUser('Gamma', 'plain');
  gamma = (await t.signIn('plain')).headers;
});
afterAll(() => t.close());

async function save(headers: Record<string, string>, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/saved_query/',
    headers,
    payload: { db_id: seeded.databaseId, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe('saved query API', () => {
  it('creates, lists only one’s own, searches all text, distinct schemas', async () => {
    const mine = await save(sam, { label: 'Top states', sql: 'select state from births', schema: 'main' });
    await save(sue, { label: 'Sue query', sql: 'select 1', schema: 'other' });
    const list = (await t.app.inject({ url: '/api/v1/saved_query/', headers: sam })).json();
    expect(list.ids).toEqual([mine]);
    expect(list.result[0]).toMatchObject({
      label: 'Top states',
      database: { id: seeded.databaseId, database_name: 'examples' },
    });
    const search = (
      await t.app.inject({
        url: `/api/v1/saved_query/?q=${q({ filters: [{ col: 'label', opr: 'all_text', value: 'BIRTHS' }] })}`,
        headers: sam,
      })
    ).json();
    expect(search.ids).toEqual([mine]);
    const distinct = (
      await t.app.inject({ url: '/api/v1/saved_query/distinct/schema', headers: sam })
    ).json();
    expect(distinct.result.map((r: { value: string }) => r.value)).toContain('main');
  });

  it('keeps other users’ queries private (404 to read, 403 to change)', async () => {
    const id = await save(sue, { label: 'Private', sql: 'select 2' });
    expect((await t.app.inject({ url: `/api/v1/saved_query/${id}`, headers: sam })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/saved_query/${id}`,
          headers: sam,
          payload: { label: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/saved_query/${id}`,
      headers: sue,
      payload: { label: 'Renamed' },
    });
    expect(updated.json().result).toMatchObject({ label: 'Renamed', sql: 'select 2' });
  });

  it('needs SavedQuery permissions and valid input', async () => {
    expect((await t.app.inject({ url: '/api/v1/saved_query/', headers: gamma })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/saved_query/' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: sam,
      payload: { db_id: 9999, label: 'x', sql: '' },
    });
    expect(bad.json()).toEqual({ message: { db_id: ['Database does not exist'] } });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: sam,
      payload: { db_id: 'one', label: 5 },
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('favorites and bulk-deletes', async () => {
    const a = await save(sam, { label: 'A', sql: 'select 1' });
    const b = await save(sam, { label: 'B', sql: 'select 1' });
    await t.app.inject({ method: 'POST', url: `/api/v1/saved_query/${a}/favorites/`, headers: sam });
    const favorites = (
      await t.app.inject({
        url: `/api/v1/saved_query/?q=${q({ filters: [{ col: 'id', opr: 'saved_query_is_favorite', value: true }] })}`,
        headers: sam,
      })
    ).json();
    expect(favorites.ids).toEqual([a]);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/saved_query/?q=!(${a},${b})`,
      headers: sam,
    });
    expect(response.json()).toEqual({ message: 'Deleted 2 saved queries' });
  });
});
