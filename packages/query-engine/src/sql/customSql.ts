import sqlParser from 'node-sql-parser';
import type { SqlDialect } from './dialects/index.js';
import { QueryCompileError } from './queryCompileError.js';
import { MAX_EXPRESSION_LENGTH, MAX_SELECT_LENGTH } from './sqlText.js';

/**
 * Checks on SQL written by users into a query (ad-hoc SQL metrics and columns, `extras.where` /
 * `having`) and on a virtual dataset's SQL. Values in the rest of the query are bound parameters; these
 * texts cannot be, so they must be exactly one expression: no second statement, no comment (which could
 * hide the rest of the line from a reviewer or the checks), no sub-select reading other tables.
 */

const parser = new sqlParser.Parser();

/** Where a custom expression was written: names the place in the error message. */
export type CustomSqlPlace = 'metric' | 'column' | 'where' | 'having' | 'filter';

const PLACE_NAMES: Record<CustomSqlPlace, string> = {
  metric: 'SQL metric',
  column: 'SQL column',
  where: 'WHERE clause',
  having: 'HAVING clause',
  filter: 'SQL filter',
};

interface Scanned {
  hasComment: boolean;
  hasSemicolon: boolean;
  /** False when a `)` closes more than was opened, or `(` stays open: text that escapes its wrapper. */
  balanced: boolean;
}

/** Scans outside string literals and quoted identifiers, where `--`, `/*` and `;` mean what they say. */
function scanOutsideQuotes(sql: string): Scanned {
  const result: Scanned = { hasComment: false, hasSemicolon: false, balanced: true };
  let depth = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      i += 1;
      while (i < sql.length) {
        if (sql[i] === ch && sql[i + 1] === ch) i += 2;
        else if (sql[i] === ch) break;
        else i += 1;
      }
    } else if ((ch === '-' && sql[i + 1] === '-') || (ch === '/' && sql[i + 1] === '*')) {
      result.hasComment = true;
    } else if (ch === ';') {
      result.hasSemicolon = true;
    } else if (ch === '(') {
      depth += 1;
    } else if (ch === ')') {
      depth -= 1;
      if (depth < 0) result.balanced = false;
    }
    i += 1;
  }
  if (depth !== 0) result.balanced = false;
  return result;
}

/** True when any node below `node` is a SELECT (a sub-query, EXISTS, IN (SELECT ...)); walked without recursion. */
function containsSelect(node: unknown): boolean {
  const stack: unknown[] = [node];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current !== null && typeof current === 'object') {
      const record = current as Record<string, unknown>;
      if (record['type'] === 'select' || 'ast' in record) return true;
      for (const value of Object.values(record)) stack.push(value);
    }
  }
  return false;
}

/** The parser writes absent clauses as null, or as `{value: []}` / `{columns: null}` shells. */
function isEmptyClause(clause: unknown): boolean {
  if (clause === null || clause === undefined) return true;
  if (typeof clause !== 'object') return false;
  const record = clause as Record<string, unknown>;
  if ('value' in record) return Array.isArray(record['value']) && record['value'].length === 0;
  if ('columns' in record) return record['columns'] === null;
  return false;
}

const CHECK_TABLE = '__sightline_check';

function invalid(place: CustomSqlPlace, reason: string, expression: string): QueryCompileError {
  return new QueryCompileError(`Invalid ${PLACE_NAMES[place]}: ${reason}`, 'INVALID_SQL_ERROR', {
    sql: expression,
  });
}

/**
 * Returns the trimmed expression when it is a single SQL expression in the dialect; throws
 * `QueryCompileError` ('INVALID_SQL_ERROR') otherwise.
 */
export function validateCustomSqlExpression(
  expression: string,
  place: CustomSqlPlace,
  dialect: SqlDialect,
): string {
  return remembered(`${dialect.parserDatabase}\u0000${place}\u0000${expression}`, () =>
    checkCustomSqlExpression(expression, place, dialect),
  );
}

/**
 * Parsing costs far more than the rest of compiling, and the same chart sends the same expressions (and
 * reads the same virtual dataset) on every request, cached ones included: verdicts for a bounded number
 * of recent texts are kept, the trimmed text when valid, the error when not.
 */
const MAX_VERDICTS = 1000;
const verdicts = new Map<string, string | QueryCompileError>();

function remembered(key: string, check: () => string): string {
  const known = verdicts.get(key);
  if (known !== undefined) {
    if (typeof known === 'string') return known;
    throw new QueryCompileError(known.message, known.errorType, known.extra);
  }
  try {
    const valid = check();
    remember(key, valid);
    return valid;
  } catch (error) {
    if (error instanceof QueryCompileError) remember(key, error);
    throw error;
  }
}

function remember(key: string, verdict: string | QueryCompileError): void {
  if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value as string);
  verdicts.set(key, verdict);
}

/**
 * The statements the parser reads from `expression` as the one column of `SELECT (...) FROM` a check
 * table (throws when it cannot parse): how an expression is parsed on its own.
 */
export function parseAsSelectColumn(expression: string, dialect: SqlDialect): unknown[] {
  const ast = parser.astify(`SELECT (${expression}) AS __expr FROM ${CHECK_TABLE}`, {
    database: dialect.parserDatabase,
  });
  return Array.isArray(ast) ? ast : [ast];
}

function checkCustomSqlExpression(expression: string, place: CustomSqlPlace, dialect: SqlDialect): string {
  const trimmed = expression.trim();
  if (trimmed === '') throw invalid(place, 'the expression is empty', expression);
  if (trimmed.length > MAX_EXPRESSION_LENGTH) {
    throw invalid(place, `the text is longer than ${MAX_EXPRESSION_LENGTH} characters`, expression);
  }
  const scanned = scanOutsideQuotes(trimmed);
  if (scanned.hasComment) throw invalid(place, 'comments are not allowed', expression);
  if (scanned.hasSemicolon)
    throw invalid(place, 'only a single expression is allowed, not statements', expression);
  // The expression is embedded in parentheses; unbalanced ones would break out and change precedence.
  if (!scanned.balanced) throw invalid(place, 'unbalanced parentheses', expression);
  let statements: unknown[];
  try {
    statements = parseAsSelectColumn(trimmed, dialect);
  } catch {
    throw invalid(place, 'the expression could not be parsed', expression);
  }
  const select = statements.length === 1 ? (statements[0] as Record<string, unknown>) : null;
  const from = select?.['from'];
  const wellFormed =
    select !== null &&
    select['type'] === 'select' &&
    Array.isArray(select['columns']) &&
    select['columns'].length === 1 &&
    Array.isArray(from) &&
    from.length === 1 &&
    (from[0] as Record<string, unknown>)['table'] === CHECK_TABLE &&
    ['where', 'groupby', 'having', 'orderby', 'limit', '_next', 'with'].every((clause) =>
      isEmptyClause(select[clause]),
    );
  if (!wellFormed) throw invalid(place, 'only a single expression is allowed', expression);
  if (containsSelect(select['columns'])) throw invalid(place, 'sub-queries are not allowed', expression);
  return trimmed;
}

/**
 * A virtual dataset's SQL must be one SELECT (optionally WITH ... SELECT). Trailing semicolons are
 * dropped. SQL the checker's grammar does not know is accepted when it is one statement starting with
 * SELECT or WITH, as dataset SQL is written by dataset owners in the engine's full dialect.
 */
export function validateVirtualDatasetSql(sql: string, dialect: SqlDialect): string {
  return remembered(`${dialect.parserDatabase}\u0000dataset\u0000${sql}`, () =>
    checkVirtualDatasetSql(sql, dialect),
  );
}

function checkVirtualDatasetSql(sql: string, dialect: SqlDialect): string {
  const trimmed = sql.trim().replace(/(;\s*)+$/, '');
  const fail = (reason: string) =>
    new QueryCompileError(`Invalid virtual dataset SQL: ${reason}`, 'INVALID_SQL_ERROR', { sql });
  if (trimmed === '') throw fail('the SQL is empty');
  if (trimmed.length > MAX_SELECT_LENGTH)
    throw fail(`the text is longer than ${MAX_SELECT_LENGTH} characters`);
  if (scanOutsideQuotes(trimmed).hasSemicolon) throw fail('only a single SELECT statement is allowed');
  let statements: unknown[] | null = null;
  try {
    const ast = parser.astify(trimmed, { database: dialect.parserDatabase });
    statements = Array.isArray(ast) ? ast : [ast];
  } catch {
    statements = null;
  }
  if (statements === null) {
    const withoutComments = trimmed.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ').trim();
    if (!/^(select|with)\b/i.test(withoutComments)) throw fail('only a SELECT statement is allowed');
    return trimmed;
  }
  const only = statements.length === 1 ? (statements[0] as Record<string, unknown>) : null;
  if (!only || only['type'] !== 'select') throw fail('only a single SELECT statement is allowed');
  return trimmed;
}
