import { parse } from 'libpg-query';
import { nodesOf, REASONS } from './sqlGate.js';
import {
  MAX_SCRIPT_STATEMENTS,
  SCRIPT_REASONS,
  scriptRefused,
  type ScriptPolicy,
  type ScriptStatement,
} from './sqlScript.js';

type Node = Record<string, unknown>;

/** Statements that change data or schema, which a database allowing DML may run. */
const WRITE_STATEMENTS = new Set([
  'InsertStmt',
  'UpdateStmt',
  'DeleteStmt',
  'MergeStmt',
  'CreateStmt',
  'CreateTableAsStmt',
  'ViewStmt',
  'DropStmt',
  'AlterTableStmt',
  'IndexStmt',
  'TruncateStmt',
  'RenameStmt',
  'CommentStmt',
  'CreateSchemaStmt',
]);
const WRITING_NODES = ['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt'];

/**
 * A PostgreSQL script read with the server's own grammar (libpg-query): the statements' texts are cut
 * at the locations the parser reports (byte offsets of the UTF-8 text), each sorted and its calls
 * checked against the allow-list.
 */
export async function postgresScript(
  text: string,
  policy: ScriptPolicy,
  allowed: () => Promise<ReadonlySet<string>>,
): Promise<ScriptStatement[]> {
  let statements: { stmt: Node; stmt_location?: number; stmt_len?: number }[];
  try {
    const tree = (await parse(text)) as { stmts?: typeof statements };
    statements = tree.stmts ?? [];
  } catch (error) {
    throw scriptRefused(
      REASONS.unparsable(error instanceof Error ? error.message : String(error)),
      placeOf(text, error),
    );
  }
  if (statements.length === 0) throw scriptRefused(SCRIPT_REASONS.empty);
  if (statements.length > MAX_SCRIPT_STATEMENTS) throw scriptRefused(SCRIPT_REASONS.tooMany);
  const bytes = Buffer.from(text, 'utf8');
  const functions = await allowed();
  return statements.map(({ stmt, stmt_location: location = 0, stmt_len: length = 0 }) => {
    const raw = bytes.subarray(location, length > 0 ? location + length : bytes.length).toString('utf8');
    const sql = raw.trim();
    const before =
      bytes.subarray(0, location).toString('utf8') + raw.slice(0, raw.length - raw.trimStart().length);
    const line = before.split('\n').length;
    const kind = statementKind(stmt);
    if (kind === null) throw scriptRefused(SCRIPT_REASONS.kindRefused(statementName(stmt)), { sql, line });
    if (kind === 'write' && !policy.allowDml)
      throw scriptRefused(SCRIPT_REASONS.dmlNotAllowed, { sql, line });
    for (const node of nodesOf(stmt)) {
      const call = node['FuncCall'] as Node | undefined;
      if (!call) continue;
      const parts = (call['funcname'] as { String?: { sval?: string } }[] | undefined) ?? [];
      const name = parts[parts.length - 1]?.String?.sval ?? '';
      if (!functions.has(name.toLowerCase()))
        throw scriptRefused(REASONS.functionRefused(name), { sql, line });
    }
    return { sql, kind, limit: kind === 'select' ? constantLimit(stmt['SelectStmt'] as Node) : null, line };
  });
}

function statementName(stmt: Node): string {
  return (Object.keys(stmt)[0] ?? 'Unknown')
    .replace(/Stmt$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase();
}

function statementKind(stmt: Node): 'select' | 'write' | null {
  const select = stmt['SelectStmt'] as Node | undefined;
  if (select) {
    if (select['lockingClause']) return null;
    if (select['intoClause']) return 'write';
    for (const node of nodesOf(select)) if (WRITING_NODES.some((kind) => kind in node)) return 'write';
    return 'select';
  }
  const kind = Object.keys(stmt)[0] ?? '';
  return WRITE_STATEMENTS.has(kind) ? 'write' : null;
}

function constantLimit(select: Node): number | null {
  const count = select['limitCount'] as { A_Const?: { ival?: { ival?: number } } } | undefined;
  const value = count?.A_Const?.ival;
  if (!value) return null;
  return value.ival ?? 0;
}

/** The line and column libpg-query's error points at (its cursor is a 0-based byte offset). */
function placeOf(text: string, error: unknown): { line: number; column: number } | undefined {
  const cursor = (error as { sqlDetails?: { cursorPosition?: unknown } } | null)?.sqlDetails?.cursorPosition;
  if (typeof cursor !== 'number') return undefined;
  const lines = Buffer.from(text, 'utf8').subarray(0, cursor).toString('utf8').split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}
