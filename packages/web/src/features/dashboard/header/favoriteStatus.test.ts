import { describe, expect, it } from 'vitest';
import { favoriteStatusOf } from './favoriteStatus';

describe('favoriteStatusOf', () => {
  it("reads the dashboard's own entry", () => {
    const response = {
      result: [
        { id: 3, value: false },
        { id: 7, value: true },
      ],
    };
    expect(favoriteStatusOf(response, 7)).toBe(true);
    expect(favoriteStatusOf(response, 3)).toBe(false);
  });

  it('is unknown (null) without an answer or without an entry for the id', () => {
    expect(favoriteStatusOf(undefined, 7)).toBeNull();
    expect(favoriteStatusOf({ result: [{ id: 3, value: true }] }, 7)).toBeNull();
    expect(favoriteStatusOf({} as never, 7)).toBeNull();
  });

  it('accepts ids sent back as strings', () => {
    expect(favoriteStatusOf({ result: [{ id: '7' as unknown as number, value: true }] }, 7)).toBe(true);
  });
});
