import { describe, expect, it } from 'vitest';
import { convertPort, parsePort } from './port.js';
import { RANGE_TYPE_FILTER_OPERATORS } from './response.js';

describe('parsePort', () => {
  it.each<[string, number[] | null]>([
    ['http', [80]],
    ['https', [443]],
    ['ssh', [22]],
    ['ftp', [20, 21]],
    ['kerberos-adm', [749]],
    ['8080', [8080]],
    ['1', [1]],
    ['65535', [65535]],
    ['0', null],
    ['65536', null],
    ['-1', null],
    ['HTTP', null],
    ['gopher', null],
    ['toString', null],
  ])('%s → %o', (text, ports) => {
    expect(parsePort(text)).toEqual(ports);
  });
});

describe('convertPort', () => {
  it('converts names and numbers (numbers may arrive unquoted from rison)', () => {
    expect(convertPort(['http', 'ftp', 8080])).toEqual({
      values: [[80], [20, 21], [8080]],
      display_value: '[80], [20, 21], [8080]',
      error_message: '',
      valid_filter_operators: RANGE_TYPE_FILTER_OPERATORS,
    });
  });

  it('reports the first value that is not a port', () => {
    const response = convertPort(['https', 'gopher']);
    expect(response.error_message).toBe("'gopher' does not appear to be a port name or number");
    expect(response.values).toEqual([[443]]);
  });
});
