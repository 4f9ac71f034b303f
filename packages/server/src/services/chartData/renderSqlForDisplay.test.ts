import { describe, expect, it } from 'vitest';
import { renderSqlForDisplay, sqlLiteral } from './renderSqlForDisplay.js';

describe('renderSqlForDisplay', () => {
  it('writes parameters in as SQL literals, in order', () => {
    expect(
      renderSqlForDisplay('SELECT * FROM t WHERE a = ? AND b IN (?, ?) AND c IS ? LIMIT ?', [
        "O'Brien",
        1.5,
        null,
        true,
        10,
      ]),
    ).toBe("SELECT * FROM t WHERE a = 'O''Brien' AND b IN (1.5, NULL) AND c IS TRUE LIMIT 10");
  });

  it('leaves question marks in literals, quoted names and comments alone', () => {
    expect(renderSqlForDisplay(`SELECT '?', "a?b", x -- why?\n/* ? */ FROM t WHERE y = ?`, ['v'])).toBe(
      `SELECT '?', "a?b", x -- why?\n/* ? */ FROM t WHERE y = 'v'`,
    );
    expect(renderSqlForDisplay("SELECT 'it''s ?' WHERE a = ?", [1])).toBe("SELECT 'it''s ?' WHERE a = 1");
  });

  it('writes non-finite numbers as NULL', () => {
    expect(sqlLiteral(Number.NaN)).toBe('NULL');
    expect(sqlLiteral(false)).toBe('FALSE');
  });
});
