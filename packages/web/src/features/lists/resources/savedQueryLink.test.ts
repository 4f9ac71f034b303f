import { describe, expect, it } from 'vitest';
import { savedQueryLink } from './savedQueryLink';

describe('savedQueryLink', () => {
  it('builds the SQL Lab link from the origin and id', () => {
    expect(savedQueryLink('http://localhost:8088', 12)).toBe(
      'http://localhost:8088/superset/sqllab?savedQueryId=12',
    );
  });
});
