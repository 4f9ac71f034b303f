import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { listQuerySchema, type ListQueryInput } from '@sightline/core';
import { migrateToLatest, openSqliteMetadataDb } from '../../metadata/index.js';
import type { MetadataSchema } from '../schema.js';
import { runListQuery } from './compileListQuery.js';
import type { ListDeclaration } from './listDeclaration.js';
import {
  anyTextFilter,
  certifiedFilter,
  favoriteFilter,
  numberColumnFilters,
  ownersFilter,
  relatedOneFilters,
  textColumnFilters,
  timestampColumnFilters,
} from './filterBuilders.js';

const declaration: ListDeclaration = {
  table: 'slices',
  filters: {
    slice_name: textColumnFilters('slices.slice_name'),
    id: { ...numberColumnFilters('slices.id'), chart_is_favorite: favoriteFilter('slices.id', 'slice') },
    created_by: relatedOneFilters('slices.created_by_fk'),
    owners: { rel_m_m: ownersFilter('slices.id', 'slice') },
    changed_on: timestampColumnFilters('slices.changed_on'),
    certified_by: { chart_is_certified: certifiedFilter('slices.certified_by') },
    slice_name_or_viz: {
      chart_all_text: anyTextFilter([sql.ref('slices.slice_name'), sql.ref('slices.viz_type')]),
    },
  },
  orderColumns: {
    slice_name: sql.ref('slices.slice_name'),
    changed_on_delta_humanized: sql.ref('slices.changed_on'),
    description: sql.ref('slices.description'),
  },
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
};

let db: Kysely<MetadataSchema>;

const names = ['Sales 100%', 'sales_by_region', 'Salesman', 'Births', 'Back\\slash', 'Über Chart'];

beforeAll(async () => {
  db = openSqliteMetadataDb(':memory:');
  await migrateToLatest(db);
  const now = '2026-01-01T00:00:00.000Z';
  for (const [i, username] of ['alice', 'bob'].entries()) {
    await db
      .insertInto('ab_user')
      .values({
        id: i + 1,
        username,
        first_name: username,
        last_name: 'T',
        email: '',
        active: 1,
        login_count: 0,
        password_hash: 'x',
        created_on: now,
        changed_on: now,
      })
      .execute();
  }
  for (const [i, name] of names.entries()) {
    await db
      .insertInto('slices')
      .values({
        id: i + 1,
        uuid: `u${i}`,
        slice_name: name,
        viz_type: i % 2 === 0 ? 'table' : 'echarts_timeseries_bar',
        description: i === 3 ? null : `d${i}`,
        certified_by: i === 0 ? 'Data team' : null,
        created_on: now,
        changed_on: `2026-01-0${i + 1}T00:00:00.000Z`,
        created_by_fk: i < 2 ? 1 : 2,
        changed_by_fk: null,
        is_managed_externally: 0,
      })
      .execute();
  }
  await db
    .insertInto('owners')
    .values([
      { resource_type: 'slice', resource_id: 2, user_id: 2 },
      { resource_type: 'slice', resource_id: 3, user_id: 2 },
      { resource_type: 'dashboard', resource_id: 1, user_id: 2 },
    ])
    .execute();
  await db.insertInto('favstar').values({ user_id: 1, class_name: 'slice', obj_id: 4, dttm: now }).execute();
});

afterAll(async () => {
  await db.destroy();
});

function run(input: ListQueryInput, userId: number | null = 1) {
  return runListQuery(db, declaration, listQuerySchema.parse(input), { userId });
}
const filter = (col: string, opr: string, value: unknown) =>
  ({ filters: [{ col, opr, value }] }) as ListQueryInput;

describe('runListQuery filters', () => {
  it('ct is case-insensitive and treats % _ \\ literally', async () => {
    expect((await run(filter('slice_name', 'ct', 'SALES'))).ids.sort()).toEqual([1, 2, 3]);
    expect((await run(filter('slice_name', 'ct', '%'))).ids).toEqual([1]);
    expect((await run(filter('slice_name', 'ct', 's_b'))).ids).toEqual([2]);
    expect((await run(filter('slice_name', 'ct', '\\'))).ids).toEqual([5]);
  });

  it('eq, neq, sw, ew, in on text', async () => {
    expect((await run(filter('slice_name', 'eq', 'Births'))).ids).toEqual([4]);
    expect((await run(filter('slice_name', 'neq', 'Births'))).count).toBe(5);
    expect((await run(filter('slice_name', 'sw', 'sales'))).ids.sort()).toEqual([1, 2, 3]);
    expect((await run(filter('slice_name', 'ew', 'MAN'))).ids).toEqual([3]);
    expect((await run(filter('slice_name', 'in', ['Births', 'Salesman']))).ids.sort()).toEqual([3, 4]);
    expect((await run(filter('slice_name', 'in', []))).count).toBe(0);
  });

  it('eq, neq, gt, lt, in on numbers (numeric strings accepted)', async () => {
    expect((await run(filter('id', 'gt', 4))).ids.sort()).toEqual([5, 6]);
    expect((await run(filter('id', 'lt', '3'))).ids.sort()).toEqual([1, 2]);
    expect((await run(filter('id', 'eq', 2))).ids).toEqual([2]);
    expect((await run(filter('id', 'neq', 2))).count).toBe(5);
    expect((await run(filter('id', 'in', [1, 6]))).ids.sort()).toEqual([1, 6]);
  });

  it('gt and lt on timestamps', async () => {
    expect((await run(filter('changed_on', 'gt', '2026-01-05'))).ids.sort()).toEqual([5, 6]);
    expect((await run(filter('changed_on', 'lt', '2026-01-02'))).ids).toEqual([1]);
  });

  it('rel_o_m and rel_m_m', async () => {
    expect((await run(filter('created_by', 'rel_o_m', 1))).ids.sort()).toEqual([1, 2]);
    expect((await run(filter('owners', 'rel_m_m', 2))).ids.sort()).toEqual([2, 3]);
    expect((await run(filter('owners', 'rel_m_m', 1))).count).toBe(0);
  });

  it('favorites depend on the caller', async () => {
    expect((await run(filter('id', 'chart_is_favorite', true))).ids).toEqual([4]);
    expect((await run(filter('id', 'chart_is_favorite', false))).count).toBe(5);
    expect((await run(filter('id', 'chart_is_favorite', true), 2)).count).toBe(0);
    expect((await run(filter('id', 'chart_is_favorite', true), null)).count).toBe(0);
  });

  it('certified and all-text filters', async () => {
    expect((await run(filter('certified_by', 'chart_is_certified', true))).ids).toEqual([1]);
    expect((await run(filter('certified_by', 'chart_is_certified', false))).count).toBe(5);
    expect((await run(filter('slice_name_or_viz', 'chart_all_text', 'BAR'))).ids.sort()).toEqual([2, 4, 6]);
    expect((await run(filter('slice_name_or_viz', 'chart_all_text', ''))).count).toBe(6);
  });

  it('combines filters with and', async () => {
    const q = {
      filters: [
        { col: 'slice_name', opr: 'ct', value: 'sales' },
        { col: 'id', opr: 'gt', value: 1 },
      ],
    };
    expect((await run(q)).ids.sort()).toEqual([2, 3]);
  });

  it('refuses unknown columns, operators and wrong value types with a message naming them', async () => {
    await expect(run(filter('password', 'eq', 'x'))).rejects.toThrow('Filter column not allowed: password');
    await expect(run(filter('slice_name', 'gt', 'x'))).rejects.toThrow(
      'Filter operator not allowed on slice_name: gt',
    );
    await expect(run(filter('id', 'eq', 'abc'))).rejects.toThrow('Filter value must be a number');
    await expect(run(filter('id', 'gt', 1.5))).rejects.toThrow('Filter value must be a whole number');
    await expect(run(filter('id', 'in', [1, 99999999999]))).rejects.toThrow(
      'Filter value must be a whole number from -2147483648 to 2147483647, got 99999999999',
    );
    await expect(run(filter('id', 'chart_is_favorite', 'maybe'))).rejects.toThrow(
      'Filter value must be true or false',
    );
    await expect(run({ order_column: 'password' })).rejects.toThrow('Order column not allowed: password');
  });
});

describe('runListQuery sorting and paging', () => {
  it('uses the default order (changed_on desc)', async () => {
    expect((await run({})).ids).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('sorts by a declared column both ways, nulls first when ascending', async () => {
    expect((await run({ order_column: 'slice_name', order_direction: 'asc' })).ids).toEqual([
      5, 4, 1, 3, 2, 6,
    ]);
    expect((await run({ order_column: 'description', order_direction: 'asc' })).ids[0]).toBe(4);
    expect((await run({ order_column: 'description', order_direction: 'desc' })).ids.at(-1)).toBe(4);
  });

  it('pages with count of all matches', async () => {
    const page1 = await run({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'asc',
      page: 1,
      page_size: 4,
    });
    expect(page1).toEqual({ count: 6, ids: [5, 6] });
    expect(await run({ page: 5, page_size: 4 })).toEqual({ count: 6, ids: [] });
  });
});
