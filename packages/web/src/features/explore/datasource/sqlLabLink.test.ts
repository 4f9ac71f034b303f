import { describe, expect, it } from 'vitest';
import { sqlLabUrl } from './sqlLabLink';

describe('sqlLabUrl', () => {
  it('opens SQL Lab with the datasource key and the SQL as parameters', () => {
    const url = sqlLabUrl('7__table', 'SELECT a, b\nFROM t WHERE x = "y&z"');
    expect(url.startsWith('/sqllab/?')).toBe(true);
    const params = new URLSearchParams(url.slice('/sqllab/?'.length));
    expect(params.get('datasourceKey')).toBe('7__table');
    expect(params.get('sql')).toBe('SELECT a, b\nFROM t WHERE x = "y&z"');
  });
});
