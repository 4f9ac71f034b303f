import type { CellValue } from '@sightline/query-engine';

/**
 * The `query` field of a chart-data result: the SQL with its bound parameters written in as literals, so
 * "View query" shows something a person can read and paste into SQL Lab. Only for display; execution
 * always binds. `?` inside string literals, quoted identifiers and comments is left alone.
 */
export function renderSqlForDisplay(sql: string, params: readonly CellValue[]): string {
  let out = '';
  let next = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === "'" || ch === '"') {
      const end = closingQuote(sql, i, ch);
      out += sql.slice(i, end);
      i = end;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      out += sql.slice(i, stop);
      i = stop;
    } else if (ch === '?' && next < params.length) {
      out += sqlLiteral(params[next++] ?? null);
      i += 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote)
        i += 2; // doubled quote inside the literal
      else return i + 1;
    } else i += 1;
  }
  return sql.length;
}

export function sqlLiteral(value: CellValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return `'${value.replace(/'/g, "''")}'`;
}
