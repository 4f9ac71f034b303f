import { validateCustomSqlExpression, validateVirtualDatasetSql } from '../sql/customSql.js';
import { getSqlDialect } from '../sql/dialects/index.js';
import { SQLITE_FUNCTIONS_SQL, sqliteAllowedFunctions } from './functionPolicy.js';
import { prepareText, REASONS, sqlRefused, type SqlText } from './sqlGate.js';
import { EngineSqlGate, type GateRunner } from './engineSqlGate.js';
import { isRefusedFunctionName } from './functionPolicy.js';
import {
  calledNames,
  firstKeyword,
  REFUSED_CREATE,
  SCRIPT_REASONS,
  scriptRefused,
  splitScript,
  WRITE_KEYWORDS,
  type ScriptPolicy,
  type ScriptStatement,
} from './sqlScript.js';
import { QueryCompileError } from '../sql/queryCompileError.js';

/** Words that take a parenthesis without being a function call. */
const KEYWORDS_BEFORE_PARENS = new Set([
  ...['and', 'or', 'not', 'in', 'exists', 'cast', 'as', 'is', 'like', 'glob', 'regexp', 'match'],
  ...['between', 'when', 'then', 'else', 'case', 'over', 'filter', 'partition', 'by', 'order'],
  ...['select', 'from', 'where', 'values', 'on', 'using', 'join', 'distinct', 'all', 'escape', 'collate'],
]);

interface Tokens {
  functions: string[];
  statements: number;
  hasComment: boolean;
  hasSelectKeyword: boolean;
  balanced: boolean;
}

/**
 * SQLite's tokenizer rules for what matters here: strings '…' (with ''), identifiers "…" (with ""),
 * […] and `…` (with ``), comments, statement ends, parentheses, and a name followed by `(` (a call).
 */
function tokenize(sql: string): Tokens {
  const tokens: Tokens = {
    functions: [],
    statements: 1,
    hasComment: false,
    hasSelectKeyword: false,
    balanced: true,
  };
  let depth = 0;
  let lastName: string | null = null;
  let i = 0;
  const quoted = (close: string, doubled: boolean): string => {
    let value = '';
    i += 1;
    while (i < sql.length) {
      if (sql[i] === close && doubled && sql[i + 1] === close) {
        value += close;
        i += 2;
      } else if (sql[i] === close) break;
      else value += sql[i++];
    }
    if (i >= sql.length) tokens.balanced = false;
    i += 1;
    return value;
  };
  while (i < sql.length) {
    const ch = sql[i]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === "'") {
      quoted("'", true);
      lastName = null;
    } else if (ch === '"' || ch === '`' || ch === '[') {
      lastName = quoted(ch === '[' ? ']' : ch, ch !== '[');
    } else if ((ch === '-' && sql[i + 1] === '-') || (ch === '/' && sql[i + 1] === '*')) {
      tokens.hasComment = true;
      const end = ch === '-' ? sql.indexOf('\n', i) : sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + (ch === '-' ? 1 : 2);
      lastName = null;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(ch)) {
      const match = /^[A-Za-z0-9_$\u0080-\uffff]+/.exec(sql.slice(i, i + 256))!;
      const word = match[0];
      if (word.toLowerCase() === 'select') tokens.hasSelectKeyword = true;
      lastName = KEYWORDS_BEFORE_PARENS.has(word.toLowerCase()) ? null : word;
      i += word.length;
    } else {
      if (ch === '(') {
        if (lastName !== null) tokens.functions.push(lastName);
        depth += 1;
      } else if (ch === ')') {
        depth -= 1;
        if (depth < 0) tokens.balanced = false;
      } else if (ch === ';') {
        tokens.statements += 1;
      }
      lastName = null;
      i += 1;
    }
  }
  if (depth !== 0) tokens.balanced = false;
  return tokens;
}

/**
 * The gate for SQLite. SQLite has no parse-only interface, so the text is read with SQLite's own
 * tokenizer rules (which decide where strings, comments and statements end), its structure checked
 * with the SQL grammar the compiler uses, and every call's name checked against the functions SQLite
 * itself lists. The SQLite engine also refuses to prepare more than one statement.
 */
export class SqliteSqlGate extends EngineSqlGate {
  constructor(run: GateRunner) {
    super(run, SQLITE_FUNCTIONS_SQL, sqliteAllowedFunctions);
  }

  protected async verdict(text: SqlText): Promise<string> {
    const trimmed = prepareText(text);
    const tokens = tokenize(trimmed);
    if (tokens.statements > 1) {
      throw sqlRefused(text, text.kind === 'select' ? REASONS.oneStatement : REASONS.oneExpression);
    }
    const dialect = getSqlDialect('sqlite');
    if (text.kind === 'expression') {
      if (tokens.hasComment) throw sqlRefused(text, 'comments are not allowed');
      if (!tokens.balanced) throw sqlRefused(text, 'unbalanced parentheses or quotes');
      if (tokens.hasSelectKeyword) throw sqlRefused(text, REASONS.subquery);
      const place = text.place === 'dataset' || text.place === 'query' ? 'where' : text.place;
      validateCustomSqlExpression(trimmed, place, dialect);
    } else {
      validateVirtualDatasetSql(trimmed, dialect);
    }
    const allowed = await this.allowedFunctions();
    for (const name of tokens.functions) {
      if (!allowed.has(name.toLowerCase())) throw sqlRefused(text, REASONS.functionRefused(name));
    }
    return trimmed;
  }

  /**
   * A SQLite script, split by SQLite's tokenizer rules: reading statements pass the same check as a
   * virtual dataset's SELECT; writes are sorted by their first word and their calls checked by name.
   */
  async checkScript(text: string, policy: ScriptPolicy): Promise<ScriptStatement[]> {
    const pieces = splitScript(text, {
      dollarQuotes: false,
      nestedComments: false,
      bracketIdentifiers: true,
    });
    const statements: ScriptStatement[] = [];
    for (const { sql, line } of pieces) {
      const keyword = firstKeyword(sql);
      if (keyword === 'SELECT' || keyword === 'WITH' || keyword === 'VALUES') {
        await this.verdict({ kind: 'select', place: 'query', text: sql }).catch((error: unknown) => {
          throw error instanceof QueryCompileError
            ? scriptRefused(error.message.replace(/^Invalid SQL query: /, ''), { sql, line })
            : error;
        });
        const limit = /\blimit\s+(\d+)\s*(offset\s+\d+\s*)?$/i.exec(sql);
        statements.push({ sql, kind: 'select', limit: limit ? Number(limit[1]) : null, line });
        continue;
      }
      if (!(WRITE_KEYWORDS.has(keyword) || keyword === 'REPLACE') || REFUSED_CREATE.test(sql))
        throw scriptRefused(SCRIPT_REASONS.kindRefused(keyword || 'These'), { sql, line });
      if (!policy.allowDml) throw scriptRefused(SCRIPT_REASONS.dmlNotAllowed, { sql, line });
      for (const name of calledNames(sql))
        if (isRefusedFunctionName('sqlite', name))
          throw scriptRefused(REASONS.functionRefused(name), { sql, line });
      statements.push({ sql, kind: 'write', limit: null, line });
    }
    return statements;
  }
}
