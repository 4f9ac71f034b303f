import { describe, expect, it } from 'vitest';
import { columnBaseTypeName, convertFilterBoxDefault } from './filterBoxDefaultValue.js';

describe('filter-box default value conversion', () => {
  it('makes a boolean for BOOLEAN', () => {
    expect(convertFilterBoxDefault('true', 'BOOLEAN', false)).toBe(true);
    expect(convertFilterBoxDefault('TRUE', 'boolean', false)).toBe(true);
    expect(convertFilterBoxDefault('false', 'BOOLEAN', false)).toBe(false);
    expect(convertFilterBoxDefault('yes', 'BOOLEAN', false)).toBe(false);
  });

  it.each(['TINYINT', 'SMALLINT', 'INT', 'INTEGER', 'BIGINT', 'LONG'])('makes an integer for %s', (type) => {
    expect(convertFilterBoxDefault('42', type, false)).toBe(42);
    expect(convertFilterBoxDefault('-7.9', type, false)).toBe(-7);
    expect(convertFilterBoxDefault('abc', type, false)).toBeNull();
    expect(convertFilterBoxDefault('  ', type, false)).toBeNull();
  });

  it.each(['FLOAT', 'DOUBLE', 'REAL', 'NUMERIC', 'DECIMAL', 'MONEY'])('makes a float for %s', (type) => {
    expect(convertFilterBoxDefault('3.25', type, false)).toBe(3.25);
    expect(convertFilterBoxDefault('10', type, false)).toBe(10);
    expect(convertFilterBoxDefault('1e3', type, false)).toBe(1000);
    expect(convertFilterBoxDefault('ten', type, false)).toBeNull();
  });

  it('reads types case-insensitively and without size or precision', () => {
    expect(columnBaseTypeName(' decimal(10, 2) ')).toBe('DECIMAL');
    expect(convertFilterBoxDefault('2.5', 'numeric(5,1)', false)).toBe(2.5);
    expect(convertFilterBoxDefault('9', 'bigint', false)).toBe(9);
  });

  it('keeps text for other types, multi-select filters and an empty value', () => {
    expect(convertFilterBoxDefault('42', 'VARCHAR', false)).toBe('42');
    expect(convertFilterBoxDefault('42', null, false)).toBe('42');
    expect(convertFilterBoxDefault('1;2', 'INT', true)).toBe('1;2');
    expect(convertFilterBoxDefault('true', 'BOOLEAN', true)).toBe('true');
    expect(convertFilterBoxDefault('', 'INT', false)).toBe('');
  });
});
