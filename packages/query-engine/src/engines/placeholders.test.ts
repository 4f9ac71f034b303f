import { describe, expect, it } from 'vitest';
import { toNumberedPlaceholders } from './placeholders.js';

describe('toNumberedPlaceholders', () => {
  it('numbers each placeholder in order', () => {
    expect(toNumberedPlaceholders('SELECT * FROM t WHERE a = ? AND b IN (?, ?)')).toEqual({
      sql: 'SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)',
      count: 3,
    });
  });

  it('leaves question marks in literals, identifiers, comments and dollar quotes alone', () => {
    const sql = `SELECT 'why?', 'it''s ?', "col?" -- what?\n, $$ ? $$, $f$ ? $f$ /* ? */ FROM t WHERE x = ?`;
    expect(toNumberedPlaceholders(sql)).toEqual({
      sql: `SELECT 'why?', 'it''s ?', "col?" -- what?\n, $$ ? $$, $f$ ? $f$ /* ? */ FROM t WHERE x = $1`,
      count: 1,
    });
  });

  it('keeps existing $n parameters as they are', () => {
    expect(toNumberedPlaceholders('SELECT $1::int')).toEqual({ sql: 'SELECT $1::int', count: 0 });
  });
});
