import { QueryCompileError } from '../sql/queryCompileError.js';
import { MAX_SELECT_LENGTH } from '../sql/sqlText.js';

/**
 * SQL Lab's scripts: a text of one or more statements a person runs as written. The gate splits it with
 * the engine's own rules and sorts each statement into reading (`select`) or changing data or schema
 * (`write`, only where the database allows DML); any other kind (settings, transactions, files,
 * extensions, attaching) is refused, and every call is checked against the engine's function policy.
 */

export type ScriptStatementKind = 'select' | 'write';

export interface ScriptStatement {
  /** The statement's text, without its terminating semicolon. */
  sql: string;
  kind: ScriptStatementKind;
  /** The statement's own LIMIT when it is a constant (for the limiting factor), else null. */
  limit: number | null;
  /** The 1-based line of the script the statement starts on (to point errors at the script's lines). */
  line: number;
}

export interface ScriptPolicy {
  /** The database allows statements that change data or schema. */
  allowDml: boolean;
}

/** More statements than this in one run are refused before any is parsed. */
export const MAX_SCRIPT_STATEMENTS = 100;

export const SCRIPT_REASONS = {
  empty: 'the SQL contains no statement',
  tooMany: `a script may hold at most ${MAX_SCRIPT_STATEMENTS} statements`,
  dmlNotAllowed: 'only SELECT statements are allowed on this database (it does not allow DML)',
  kindRefused: (kind: string) =>
    `${kind} statements are not allowed: SQL Lab runs SELECT and, where the database allows DML, INSERT, UPDATE, DELETE, CREATE, DROP and ALTER`,
} as const;

/** Where in the script a refused statement is: its text, and the 1-based line (and column) it points at. */
export interface ScriptPlace {
  sql?: string;
  line: number;
  column?: number;
}

/** The place of a 0-based character offset within a statement that starts on `line` of the script. */
export function placeAt(sql: string, line: number, offset: number): ScriptPlace {
  const before = sql.slice(0, Math.max(0, offset)).split('\n');
  return { sql, line: line + before.length - 1, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

export function scriptRefused(reason: string, at?: ScriptPlace): QueryCompileError {
  return new QueryCompileError(`Invalid SQL query: ${reason}`, 'INVALID_SQL_ERROR', at ? { ...at } : {});
}

export interface SplitOptions {
  /** PostgreSQL-style `$tag$ ... $tag$` strings (DuckDB); SQLite has none. */
  dollarQuotes: boolean;
  /** Block comments nest (PostgreSQL's and DuckDB's rule); SQLite's end at the first `*\/`. */
  nestedComments: boolean;
  /** SQLite's `[name]` and `` `name` `` identifiers. */
  bracketIdentifiers: boolean;
}

export interface ScriptPiece {
  sql: string;
  line: number;
}

/**
 * Splits a script at the semicolons that end statements, reading strings, quoted identifiers, dollar
 * quotes and comments by the engine's rules so that a semicolon inside them never splits. Pieces that
 * hold only comments and blanks are dropped; each keeps the line it starts on.
 */
export function splitScript(text: string, options: SplitOptions): ScriptPiece[] {
  if (text.length > MAX_SELECT_LENGTH)
    throw scriptRefused(`the text is longer than ${MAX_SELECT_LENGTH} characters`);
  const pieces: ScriptPiece[] = [];
  let start = 0;
  let hasCode = false;
  let i = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    if (hasCode) {
      const leading = raw.length - raw.trimStart().length;
      const line = lineAt(text, start + leading);
      pieces.push({ sql: raw.trim(), line });
    }
    hasCode = false;
    start = end + 1;
  };
  const skipQuoted = (close: string) => {
    i += 1;
    while (i < text.length) {
      if (text[i] === close && text[i + 1] === close) i += 2;
      else if (text[i] === close) {
        i += 1;
        return;
      } else i += 1;
    }
  };
  while (i < text.length) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (ch === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
    } else if (ch === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < text.length && depth > 0) {
        if (options.nestedComments && text[i] === '/' && text[i + 1] === '*') {
          depth += 1;
          i += 2;
        } else if (text[i] === '*' && text[i + 1] === '/') {
          depth -= 1;
          i += 2;
        } else i += 1;
      }
    } else if (ch === ';') {
      push(i);
      i += 1;
    } else if (/\s/.test(ch)) {
      i += 1;
    } else {
      hasCode = true;
      if (ch === "'" || ch === '"') skipQuoted(ch);
      else if (options.bracketIdentifiers && ch === '`') skipQuoted('`');
      else if (options.bracketIdentifiers && ch === '[') {
        const end = text.indexOf(']', i);
        i = end < 0 ? text.length : end + 1;
      } else if (options.dollarQuotes && ch === '$') {
        const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i, i + 64));
        if (tag && !/[A-Za-z0-9_]/.test(text[i - 1] ?? '')) {
          const end = text.indexOf(tag[0], i + tag[0].length);
          i = end < 0 ? text.length : end + tag[0].length;
        } else i += 1;
      } else i += 1;
    }
    if (pieces.length > MAX_SCRIPT_STATEMENTS) throw scriptRefused(SCRIPT_REASONS.tooMany);
  }
  push(text.length);
  if (pieces.length === 0) throw scriptRefused(SCRIPT_REASONS.empty);
  if (pieces.length > MAX_SCRIPT_STATEMENTS) throw scriptRefused(SCRIPT_REASONS.tooMany);
  return pieces;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** The first word of a statement, upper-cased, after leading comments and parentheses. */
export function firstKeyword(sql: string): string {
  const stripped = sql.replace(/^(\s+|--[^\n]*(\n|$)|\/\*[\s\S]*?\*\/|\()+/, '');
  return (/^[A-Za-z]+/.exec(stripped)?.[0] ?? '').toUpperCase();
}

/** Statements that change data or schema, by first word, that a database allowing DML may run. */
export const WRITE_KEYWORDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'CREATE', 'DROP', 'ALTER', 'TRUNCATE']);

/** What follows CREATE in statements refused even with DML: code and secrets the engine would keep. */
export const REFUSED_CREATE =
  /^\s*create\s+(or\s+replace\s+)?(temp\w*\s+)?(persistent\s+)?(macro|function|secret|trigger|virtual|type)\b/i;

/**
 * The names called in a statement (a name followed by `(`), outside strings and comments: how a
 * statement the engine's parser does not hand over as a tree has its calls checked.
 */
export function calledNames(sql: string): string[] {
  const names: string[] = [];
  const cleaned = sql
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');
  for (const match of cleaned.matchAll(/("(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)\s*\(/g)) {
    const name = match[1]!;
    names.push(name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);
  }
  return names;
}
