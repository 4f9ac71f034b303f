import { describe, expect, it } from 'vitest';
import { ADVANCED_DATA_TYPES, convertAdvancedDataType } from './registry.js';

describe('convertAdvancedDataType', () => {
  it('lists the types and refuses unknown ones', () => {
    expect(ADVANCED_DATA_TYPES).toEqual(['internet_address', 'port']);
    expect(convertAdvancedDataType('internet_address', ['1.2.3.4'])?.values).toEqual([16909060]);
    expect(convertAdvancedDataType('port', ['ssh'])?.values).toEqual([[22]]);
    expect(convertAdvancedDataType('mac_address', ['x'])).toBeNull();
    expect(convertAdvancedDataType('__proto__', ['x'])).toBeNull();
  });
});
