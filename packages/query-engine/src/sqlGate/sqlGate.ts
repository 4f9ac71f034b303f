import { QueryCompileError } from '../sql/queryCompileError.js';
import { MAX_EXPRESSION_LENGTH, MAX_SELECT_LENGTH, type SqlText, type SqlTextPlace } from '../sql/sqlText.js';
import type { ScriptPolicy, ScriptStatement } from './sqlScript.js';

export type { SqlText, SqlTextPlace };

/**
 * The one gate every SQL text a person wrote passes before an engine sees it: custom SQL in a query
 * (expressions), a virtual dataset's SQL and SQL Lab (one SELECT). Each engine checks with its own
 * parser, so the gate and the engine never disagree about where a string, a comment or a statement
 * ends; the functions called must be on the engine's allow-list.
 */

export interface SqlGate {
  /** Resolves with the text, trimmed (a SELECT without trailing semicolons); rejects with QueryCompileError. */
  check(text: SqlText): Promise<string>;
  /**
   * SQL Lab's script: its statements in order, each sorted and checked (see sqlScript.ts); rejects with
   * QueryCompileError naming the first statement refused. Nothing is cached: scripts rarely repeat.
   */
  checkScript(text: string, policy: ScriptPolicy): Promise<ScriptStatement[]>;
}

export const PLACE_NAMES: Record<SqlTextPlace, string> = {
  metric: 'SQL metric',
  column: 'SQL column',
  where: 'WHERE clause',
  having: 'HAVING clause',
  filter: 'SQL filter',
  dataset: 'virtual dataset SQL',
  query: 'SQL query',
};

export function sqlRefused(text: SqlText, reason: string): QueryCompileError {
  return new QueryCompileError(`Invalid ${PLACE_NAMES[text.place]}: ${reason}`, 'INVALID_SQL_ERROR', {
    sql: text.text,
  });
}

/** The statement an expression is parsed in: the one column of a SELECT from a check table. */
export const CHECK_TABLE = '__sightline_check';
export function expressionProbe(expression: string): string {
  return `SELECT (${expression}) AS __expr FROM ${CHECK_TABLE}`;
}

/** What every engine's check does first: trim, drop a SELECT's trailing semicolons, refuse empty and huge texts. */
export function prepareText(text: SqlText): string {
  const trimmed = text.kind === 'select' ? text.text.trim().replace(/(;\s*)+$/, '') : text.text.trim();
  if (trimmed === '')
    throw sqlRefused(text, text.kind === 'select' ? 'the SQL is empty' : 'the expression is empty');
  const max = text.kind === 'select' ? MAX_SELECT_LENGTH : MAX_EXPRESSION_LENGTH;
  if (trimmed.length > max) throw sqlRefused(text, `the text is longer than ${max} characters`);
  return trimmed;
}

/** Reasons shared by every engine's check. */
export const REASONS = {
  oneStatement: 'only a single SELECT statement is allowed',
  oneExpression: 'only a single expression is allowed, not statements or clauses',
  subquery: 'sub-queries are not allowed',
  unparsable: (detail: string) => `the SQL could not be parsed (${detail})`,
  functionRefused: (name: string) =>
    `the function ${name} is not allowed (file, network, extension, settings, sleep and system functions are refused)`,
  writes: 'only reading is allowed: the statement would change data or lock rows',
} as const;

const VERDICTS_KEPT = 2000;

/**
 * Verdicts for recent texts: the same chart sends the same expressions on every request, and parsing
 * costs more than the rest of compiling. One per gate, so per engine and per app.
 */
export class GateVerdicts {
  private readonly verdicts = new Map<string, Promise<string>>();

  remembered(text: SqlText, check: () => Promise<string>): Promise<string> {
    const key = `${text.kind}\u0000${text.place}\u0000${text.text}`;
    const known = this.verdicts.get(key);
    if (known) return known;
    const verdict = check();
    if (this.verdicts.size >= VERDICTS_KEPT) this.verdicts.delete(this.verdicts.keys().next().value!);
    this.verdicts.set(key, verdict);
    // A failure that is not a verdict (the engine was closed, a parser failed to load) is not kept.
    verdict.catch((error: unknown) => {
      if (!(error instanceof QueryCompileError) && this.verdicts.get(key) === verdict)
        this.verdicts.delete(key);
    });
    return verdict;
  }
}

/**
 * Every object below `root` (arrays included), walked with an explicit stack: parser output for a
 * hostile text can be deeper than the call stack.
 */
export function* nodesOf(root: unknown): Generator<Record<string, unknown>> {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    const record = node as Record<string, unknown>;
    yield record;
    for (const value of Object.values(record))
      if (value !== null && typeof value === 'object') stack.push(value);
  }
}
