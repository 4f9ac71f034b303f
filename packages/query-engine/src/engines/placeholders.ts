/**
 * Rewrites positional `?` placeholders to PostgreSQL's `$1..$n`, leaving question marks inside string
 * literals, quoted identifiers, dollar-quoted bodies and comments alone. (PostgreSQL's JSONB `?`
 * operators therefore cannot be used in SQL passed with `?` parameters; write `jsonb_exists()` instead.)
 */
export function toNumberedPlaceholders(sql: string): { sql: string; count: number } {
  let out = '';
  let count = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] as string;
    const next = sql[i + 1];
    let end = i + 1;
    if (ch === "'" || ch === '"') {
      end = closingQuote(sql, i, ch);
    } else if (ch === '-' && next === '-') {
      const newline = sql.indexOf('\n', i);
      end = newline < 0 ? sql.length : newline;
    } else if (ch === '/' && next === '*') {
      const close = sql.indexOf('*/', i + 2);
      end = close < 0 ? sql.length : close + 2;
    } else if (ch === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        end = close < 0 ? sql.length : close + tag[0].length;
      }
    } else if (ch === '?') {
      count += 1;
      out += `$${count}`;
      i += 1;
      continue;
    }
    out += sql.slice(i, end);
    i = end;
  }
  return { sql: out, count };
}

/** Index just past the quote that closes the literal opened at `start` (doubled quotes are escapes). */
export function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return sql.length;
}
