import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  ListQueryError,
  MAX_PAGE_SIZE,
  decodeRison,
  encodeRison,
  idListSchema,
  infoQuerySchema,
  listQuerySchema,
  parseRisonArgument,
  relatedQuerySchema,
} from './listQuery.js';

describe('parseRisonArgument(listQuerySchema)', () => {
  it('decodes a full Superset list query', () => {
    const q =
      "(filters:!((col:slice_name,opr:ct,value:'sales %'),(col:owners,opr:rel_m_m,value:3)),order_column:changed_on_delta_humanized,order_direction:desc,page:2,page_size:10,select_columns:!(id,slice_name))";
    expect(parseRisonArgument(listQuerySchema, q)).toEqual({
      filters: [
        { col: 'slice_name', opr: 'ct', value: 'sales %' },
        { col: 'owners', opr: 'rel_m_m', value: 3 },
      ],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 2,
      page_size: 10,
      select_columns: ['id', 'slice_name'],
    });
  });

  it('fills defaults when q is missing or empty', () => {
    const expected = { filters: [], order_direction: 'asc', page: 0, page_size: DEFAULT_PAGE_SIZE };
    expect(parseRisonArgument(listQuerySchema, undefined)).toEqual(expected);
    expect(parseRisonArgument(listQuerySchema, '')).toEqual(expected);
    expect(parseRisonArgument(listQuerySchema, '()')).toEqual(expected);
  });

  it('clamps page_size to the maximum', () => {
    expect(parseRisonArgument(listQuerySchema, '(page_size:100000)').page_size).toBe(MAX_PAGE_SIZE);
  });

  it('rejects malformed rison with the Superset message', () => {
    expect(() => parseRisonArgument(listQuerySchema, '(filters:!((col:x')).toThrow(
      'Not a valid rison argument',
    );
    expect(() => decodeRison("(a:'unterminated)")).toThrow(ListQueryError);
  });

  it('names the field of a wrong type', () => {
    expect(() => parseRisonArgument(listQuerySchema, "(page:'two')")).toThrow(/^page: /);
    expect(() => parseRisonArgument(listQuerySchema, '(order_direction:up)')).toThrow(/^order_direction: /);
    expect(() => parseRisonArgument(listQuerySchema, '(page_size:-1)')).toThrow(/^page_size: /);
    expect(() => parseRisonArgument(listQuerySchema, '(filters:!((col:a,value:1)))')).toThrow(
      /^filters\.0\.opr: /,
    );
    expect(() => parseRisonArgument(listQuerySchema, '(bogus:1)')).toThrow(ListQueryError);
  });

  it('round-trips through encodeRison', () => {
    const query = {
      filters: [{ col: 'a', opr: 'in', value: [1, 2] }],
      page: 1,
      page_size: 5,
      order_direction: 'desc',
    };
    expect(parseRisonArgument(listQuerySchema, encodeRison(query))).toMatchObject(query);
  });
});

describe('other q arguments', () => {
  it('parses _info keys', () => {
    expect(parseRisonArgument(infoQuerySchema, '(keys:!(permissions))')).toEqual({ keys: ['permissions'] });
    expect(() => parseRisonArgument(infoQuerySchema, '(keys:!(secrets))')).toThrow(/^keys\.0: /);
  });

  it('parses related arguments with defaults', () => {
    expect(parseRisonArgument(relatedQuerySchema, "(filter:'ad',page:0,page_size:25)")).toEqual({
      filter: 'ad',
      page: 0,
      page_size: 25,
    });
    expect(parseRisonArgument(relatedQuerySchema, undefined)).toEqual({ filter: '', page: 0, page_size: 25 });
  });

  it('parses id lists and refuses empty or non-numeric ones', () => {
    expect(parseRisonArgument(idListSchema, '!(1,2,3)', [])).toEqual([1, 2, 3]);
    expect(() => parseRisonArgument(idListSchema, '!()', [])).toThrow(ListQueryError);
    expect(() => parseRisonArgument(idListSchema, '!(a)', [])).toThrow(ListQueryError);
    expect(() => parseRisonArgument(idListSchema, undefined, [])).toThrow(ListQueryError);
    // Ids are 32-bit columns in the metadata store: a larger number is bad input, not a database error.
    expect(parseRisonArgument(idListSchema, '!(2147483647)', [])).toEqual([2147483647]);
    expect(() => parseRisonArgument(idListSchema, '!(2147483648)', [])).toThrow(ListQueryError);
  });
});
