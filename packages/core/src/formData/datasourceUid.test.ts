import { describe, expect, it } from 'vitest';
import { datasourceUid, parseDatasourceUid } from './datasourceUid.js';

describe('parseDatasourceUid', () => {
  it('reads `<id>__<type>`', () => {
    expect(parseDatasourceUid('12__table')).toEqual({ id: 12, type: 'table' });
    expect(parseDatasourceUid('3__query')).toEqual({ id: 3, type: 'query' });
  });

  it('is null for anything else', () => {
    for (const value of [
      '0__table',
      '__table',
      'x__table',
      '12__',
      '12_table',
      ' 12__table',
      12,
      null,
      undefined,
    ])
      expect(parseDatasourceUid(value)).toBeNull();
    expect(parseDatasourceUid('2147483648__table')).toBeNull();
    expect(parseDatasourceUid('2147483647__table')).toEqual({ id: 2147483647, type: 'table' });
  });

  it('writes what it reads', () => {
    expect(datasourceUid(parseDatasourceUid('7__table')!)).toBe('7__table');
  });
});
