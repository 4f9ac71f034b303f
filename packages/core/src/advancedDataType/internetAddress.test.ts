import { describe, expect, it } from 'vitest';
import { convertInternetAddress, parseIpv4Network } from './internetAddress.js';
import { RANGE_TYPE_FILTER_OPERATORS } from './response.js';

describe('parseIpv4Network', () => {
  it.each<[string, number | { start: number; end: number }]>([
    ['10.0.0.0/8', { start: 167772160, end: 184549375 }],
    ['10.1.2.3/8', { start: 167772160, end: 184549375 }],
    ['192.168.1.0/24', { start: 3232235776, end: 3232236031 }],
    ['192.168.1.0/255.255.255.0', { start: 3232235776, end: 3232236031 }],
    ['192.168.1.0/0.0.0.255', { start: 3232235776, end: 3232236031 }],
    ['0.0.0.0/0', { start: 0, end: 4294967295 }],
    ['1.2.3.4', 16909060],
    ['1.2.3.4/32', 16909060],
    ['255.255.255.255', 4294967295],
    ['16909060', 16909060],
  ])('%s', (text, parsed) => {
    expect(parseIpv4Network(text)).toEqual(parsed);
  });

  it.each([
    '1.2.3',
    '1.2.3.256',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/255.0.255.0',
    'abc',
    '4294967296',
    '1.2.3.4/8/8',
  ])('refuses %s', (text) => {
    expect(parseIpv4Network(text)).toBeNull();
  });
});

describe('convertInternetAddress', () => {
  it('converts addresses and ranges with a display value and the range operators', () => {
    expect(convertInternetAddress(['10.0.0.0/8', '1.2.3.4'])).toEqual({
      values: [{ start: 167772160, end: 184549375 }, 16909060],
      display_value: '167772160 - 184549375, 16909060',
      error_message: '',
      valid_filter_operators: RANGE_TYPE_FILTER_OPERATORS,
    });
  });

  it('stops at the first bad value with Superset’s message, keeping what parsed before', () => {
    const response = convertInternetAddress(['1.2.3.4', 'nope', '5.6.7.8']);
    expect(response.error_message).toBe("'nope' does not appear to be an IPv4 or IPv6 network");
    expect(response.values).toEqual([16909060]);
    expect(response.display_value).toBe('16909060');
  });

  it('answers the empty input of a cleared filter without an error', () => {
    expect(convertInternetAddress([''])).toMatchObject({
      values: [['']],
      display_value: '',
      error_message: '',
    });
  });
});
