import { describe, expect, it } from 'vitest';
import { rowsToTsv } from './copyText';

describe('rowsToTsv', () => {
  it('writes a header and one line per row, blanking nulls and flattening tabs', () => {
    expect(
      rowsToTsv(
        ['a', 'b'],
        [
          { a: 1, b: null },
          { a: 'x\ty', b: true },
        ],
      ),
    ).toBe('a\tb\n1\t\nx y\ttrue');
  });
});
