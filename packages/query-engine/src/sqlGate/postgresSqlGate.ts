import { parse } from 'libpg-query';
import { POSTGRES_FUNCTIONS_SQL, postgresAllowedFunctions } from './functionPolicy.js';
import {
  CHECK_TABLE,
  expressionProbe,
  nodesOf,
  prepareText,
  REASONS,
  sqlRefused,
  type SqlText,
} from './sqlGate.js';
import { EngineSqlGate, type GateRunner } from './engineSqlGate.js';
import { postgresScript } from './postgresScript.js';
import type { ScriptPolicy, ScriptStatement } from './sqlScript.js';

/** Statements that change data, found anywhere in the tree (a data-modifying WITH included). */
const WRITING_NODES = ['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt'];

type Node = Record<string, unknown>;

/**
 * The gate for PostgreSQL, with PostgreSQL's own parser (libpg-query is the server's grammar compiled to
 * WebAssembly): dollar quotes, escape strings, comments and statement ends are read as the server reads
 * them. Functions must be built-ins of the server's pg_catalog, less the refused ones.
 */
export class PostgresSqlGate extends EngineSqlGate {
  constructor(run: GateRunner) {
    super(run, POSTGRES_FUNCTIONS_SQL, postgresAllowedFunctions);
  }

  protected async verdict(text: SqlText): Promise<string> {
    const trimmed = prepareText(text);
    let statements: { stmt: Node }[];
    try {
      const tree = (await parse(text.kind === 'select' ? trimmed : expressionProbe(trimmed))) as {
        stmts?: { stmt: Node }[];
      };
      statements = tree.stmts ?? [];
    } catch (error) {
      throw sqlRefused(text, REASONS.unparsable(error instanceof Error ? error.message : String(error)));
    }
    const single = text.kind === 'select' ? REASONS.oneStatement : REASONS.oneExpression;
    if (statements.length !== 1) throw sqlRefused(text, single);
    const select = statements[0]!.stmt['SelectStmt'] as Node | undefined;
    if (!select) throw sqlRefused(text, single);
    if (select['intoClause'] || select['lockingClause']) throw sqlRefused(text, REASONS.writes);
    let checked: unknown = select;
    if (text.kind === 'expression') {
      if (!isProbeShape(select)) throw sqlRefused(text, REASONS.oneExpression);
      checked = select['targetList'];
    }
    const allowed = await this.allowedFunctions();
    for (const node of nodesOf(checked)) {
      if (WRITING_NODES.some((kind) => kind in node)) throw sqlRefused(text, REASONS.writes);
      if (text.kind === 'expression' && 'SubLink' in node) throw sqlRefused(text, REASONS.subquery);
      const call = node['FuncCall'] as Node | undefined;
      if (!call) continue;
      const name = functionName(call);
      if (!allowed.has(name.toLowerCase())) throw sqlRefused(text, REASONS.functionRefused(name));
    }
    return trimmed;
  }

  checkScript(text: string, policy: ScriptPolicy): Promise<ScriptStatement[]> {
    return postgresScript(text, policy, () => this.allowedFunctions());
  }
}

/** The called name, without its schema (`pg_catalog.pg_sleep` is `pg_sleep`). */
function functionName(call: Node): string {
  const parts = (call['funcname'] as { String?: { sval?: string } }[] | undefined) ?? [];
  return parts[parts.length - 1]?.String?.sval ?? '';
}

function isProbeShape(select: Node): boolean {
  const targets = select['targetList'];
  const from = select['fromClause'];
  const table = Array.isArray(from) && from.length === 1 ? (from[0] as Node)['RangeVar'] : undefined;
  const range = table as Node | undefined;
  return (
    (select['op'] ?? 'SETOP_NONE') === 'SETOP_NONE' &&
    Array.isArray(targets) &&
    targets.length === 1 &&
    range?.['relname'] === CHECK_TABLE &&
    !range['schemaname'] &&
    !range['catalogname'] &&
    [
      'whereClause',
      'groupClause',
      'havingClause',
      'windowClause',
      'sortClause',
      'limitCount',
      'limitOffset',
      'withClause',
      'distinctClause',
      'valuesLists',
    ].every((clause) => select[clause] === undefined)
  );
}
